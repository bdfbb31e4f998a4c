/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/vanillajs" />

interface ImportMetaEnv {
  readonly VITE_GRAPHQL_URL?: string;
  readonly VITE_PROFILE_IMAGE_UPLOAD_URL?: string;
  readonly VITE_REQUEST_TIMEOUT_MS?: string;
}
