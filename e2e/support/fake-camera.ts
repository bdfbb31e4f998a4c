import { writeFile } from 'node:fs/promises';
import QRCode from 'qrcode';

const WIDTH = 640;
const HEIGHT = 480;
const MODULE_PX = 8;

/**
 * A Y4M video (what Chromium's fake camera plays, `--use-file-for-fake-video-capture`) of one QR
 * code, black on white, centred: the door tablet's camera "sees" a phone showing that code.
 */
export async function writeQrVideo(path: string, text: string): Promise<void> {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = qr.modules.size;
  const quiet = 4;
  const side = (size + quiet * 2) * MODULE_PX;
  const left = Math.floor((WIDTH - side) / 2);
  const top = Math.floor((HEIGHT - side) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235);
  for (let y = 0; y < size; y += 1)
    for (let x = 0; x < size; x += 1) {
      if (!qr.modules.get(y, x)) continue;
      for (let dy = 0; dy < MODULE_PX; dy += 1) {
        const row = top + (y + quiet) * MODULE_PX + dy;
        luma.fill(16, row * WIDTH + left + (x + quiet) * MODULE_PX, row * WIDTH + left + (x + quiet + 1) * MODULE_PX);
      }
    }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  await writeFile(path, Buffer.concat([header, frame, frame]));
}
