/**
 * Reads QR codes from a camera: the browser's BarcodeDetector where there is one, else
 * @zxing/browser (loaded only then). Answers a function that stops the camera.
 */
interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
type BarcodeDetectorConstructor = new (options: { formats: string[] }) => BarcodeDetectorLike;

const SCAN_INTERVAL_MS = 250;

export async function startCameraScanner(
  video: HTMLVideoElement,
  onText: (text: string) => void,
  facingMode: 'user' | 'environment' = 'user',
): Promise<() => void> {
  const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode }, audio: false });
  const stopStream = () => stream.getTracks().forEach((track) => track.stop());
  const Detector = (window as unknown as { BarcodeDetector?: BarcodeDetectorConstructor }).BarcodeDetector;
  if (Detector) {
    video.srcObject = stream;
    await video.play().catch(() => undefined);
    const detector = new Detector({ formats: ['qr_code'] });
    let busy = false;
    const timer = window.setInterval(() => {
      if (busy || video.readyState < 2) return;
      busy = true;
      detector
        .detect(video)
        .then((codes) => codes[0] && onText(codes[0].rawValue))
        .catch(() => undefined)
        .finally(() => {
          busy = false;
        });
    }, SCAN_INTERVAL_MS);
    return () => {
      window.clearInterval(timer);
      stopStream();
    };
  }
  const { BrowserQRCodeReader } = await import('@zxing/browser');
  const reader = new BrowserQRCodeReader(undefined, { delayBetweenScanAttempts: SCAN_INTERVAL_MS });
  const controls = await reader.decodeFromStream(stream, video, (result) => {
    if (result) onText(result.getText());
  });
  return () => {
    controls.stop();
    stopStream();
  };
}

/** A short tone: high and brief for a welcome, low and longer for a refusal (WebAudio, no file). */
export function beep(kind: 'ok' | 'refused'): void {
  const AudioContextClass =
    window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!AudioContextClass) return;
  try {
    const context = new AudioContextClass();
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = kind === 'ok' ? 'sine' : 'square';
    oscillator.frequency.value = kind === 'ok' ? 880 : 220;
    gain.gain.value = 0.15;
    oscillator.connect(gain).connect(context.destination);
    const seconds = kind === 'ok' ? 0.15 : 0.45;
    oscillator.start();
    oscillator.stop(context.currentTime + seconds);
    oscillator.onended = () => void context.close();
  } catch {
    // No sound is better than a broken door.
  }
}
