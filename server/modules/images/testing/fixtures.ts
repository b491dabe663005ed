import zlib from "node:zlib";
import sharp from "sharp";

// Images made by sharp for the upload tests, each carrying what re-encoding must take away:
// a camera's EXIF with a GPS position, more pixels than are kept, bytes after the image.

/** A camera make only the fixture's EXIF holds. */
export const CAMERA = "JemputCam KL-1";

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 40 } } });

/** A 400x200 JPEG taken "on its side" (orientation 6), with the camera and a GPS position in Kuala Lumpur. */
export const jpegWithGps = () =>
  solid(400, 200)
    .jpeg()
    .withExif({
      IFD0: { Make: CAMERA },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "3/1 8/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "101/1 41/1 0/1" },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();

export const jpeg = (width: number, height: number) => solid(width, height).jpeg().toBuffer();
export const png = (width: number, height: number) => solid(width, height).png().toBuffer();
export const gif = (width: number, height: number) => solid(width, height).gif().toBuffer();
export const webp = (width: number, height: number) => solid(width, height).webp().toBuffer();

/** What follows the image in the polyglot: a ZIP entry holding a script, and the ZIP's directory end. */
export const ZIP_SIGNATURE = Buffer.from("PK\u0003\u0004", "latin1");
const SCRIPT = "<script>alert(document.cookie)</script>";
const zipTail = () =>
  Buffer.concat([
    ZIP_SIGNATURE,
    Buffer.alloc(26),
    Buffer.from(`run.html${SCRIPT}`, "latin1"),
    Buffer.from("PK\u0005\u0006", "latin1"),
    Buffer.alloc(18),
    Buffer.alloc(4096, 0x41),
  ]);

/** A real PNG with a ZIP (and a script) appended: both an image and an archive. */
export const pngWithZip = async () => Buffer.concat([await png(64, 64), zipTail()]);

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Text behind a PNG's eight signature bytes: it passes a look at the first bytes, and nothing else. */
export const textAfterPngSignature = Buffer.concat([PNG_SIGNATURE, Buffer.from("hello, I am only text\n".repeat(20))]);

const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A PNG of a few hundred bytes whose header declares 20000x20000 pixels (400 megapixels). */
export const pixelBomb = () => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(20_000, 0);
  header.writeUInt32BE(20_000, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk("IHDR", header),
    chunk("IDAT", zlib.deflateSync(Buffer.alloc(20_000 * 3 + 1))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
};

export const inspect = (bytes: Buffer) => sharp(bytes).metadata();
