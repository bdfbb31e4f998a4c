// Placeholder so the router can import the page while it is being built.
export default function StaffHomePage() {
  return null;
}
