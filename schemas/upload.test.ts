import { describe, expect, it } from 'vitest';
import {
  BASE_CONTRACT,
  fileNameProblem,
  fileProblem,
  mediaFileProblem,
  mediaKindProblem,
  sniffFileKind,
  uploadProblem,
} from './upload';

const bytes = (...b: Array<number | string>) =>
  new Uint8Array(
    b.flatMap((x) => (typeof x === 'string' ? [...x].map((c) => c.charCodeAt(0)) : [x])),
  );

describe('uploads by content', () => {
  it('tells the accepted kinds by their magic bytes', () => {
    expect(sniffFileKind(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpeg');
    expect(sniffFileKind(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a))).toBe('png');
    expect(sniffFileKind(bytes('RIFF', 0, 0, 0, 0, 'WEBP'))).toBe('webp');
    expect(sniffFileKind(bytes('%PDF-1.7'))).toBe('pdf');
    expect(sniffFileKind(bytes(0, 0, 0, 0x18, 'ftypmp42'))).toBe('mp4');
    expect(sniffFileKind(bytes('<html>'))).toBeNull();
    expect(sniffFileKind(bytes('MZ', 0x90, 0))).toBeNull();
    expect(sniffFileKind(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
  });

  it('applies each field its kinds and sizes', () => {
    const jpeg = bytes(0xff, 0xd8, 0xff);
    const pdf = bytes('%PDF-');
    const MB = 1024 * 1024;
    expect(uploadProblem('logo', 2 * MB, jpeg)).toBeNull();
    expect(uploadProblem('logo', 2 * MB + 1, jpeg)).toBe('validation:logoTooLarge');
    expect(uploadProblem('logo', 100, pdf)).toBe('validation:logoNotImage');
    expect(uploadProblem('receipt', 100, pdf)).toBeNull();
    expect(uploadProblem('image', 100, pdf)).toBe('validation:chatImageInvalid');
    expect(uploadProblem('attachments', 5 * MB + 1, pdf)).toBe('validation:attachmentInvalid');
    expect(uploadProblem('file', 0, jpeg)).toBe('validation:fileInvalid');
    expect(uploadProblem('file', 40 * MB, bytes(0, 0, 0, 0, 'ftyp'))).toBeNull();
    expect(uploadProblem('file', 6 * MB, jpeg)).toBe('validation:fileInvalid');
  });
});

describe('listing media by kind', () => {
  const MB = 1024 * 1024;
  it('takes a document as a PDF or an image up to 10 MB, never a video', () => {
    for (const kind of ['deed', 'building_license', 'civil_defense'] as const) {
      expect(mediaKindProblem(kind, 2 * MB, 'pdf')).toBeNull();
      expect(mediaKindProblem(kind, 2 * MB, 'jpeg')).toBeNull();
      expect(mediaKindProblem(kind, 10 * MB, 'png')).toBeNull();
      expect(mediaKindProblem(kind, 10 * MB + 1, 'pdf')).toBe('validation:documentTooLarge');
      expect(mediaKindProblem(kind, 100, 'mp4')).toBe('validation:documentInvalid');
      expect(mediaKindProblem(kind, 100, null)).toBe('validation:documentInvalid');
      expect(mediaKindProblem(kind, 0, 'pdf')).toBe('validation:documentInvalid');
    }
  });
  it('keeps photos to images and the video to MP4', () => {
    expect(mediaKindProblem('image', 100, 'pdf')).toBe('validation:fileInvalid');
    expect(mediaKindProblem('main_image', 100, 'webp')).toBeNull();
    expect(mediaKindProblem('video', 100, 'jpeg')).toBe('validation:fileInvalid');
    expect(mediaKindProblem('video', 40 * MB, 'mp4')).toBeNull();
  });
  it('reads a browser file by its bytes, not its name', async () => {
    const pdf = new File(['%PDF-1.4\n'], 'deed.jpg', { type: 'image/jpeg' });
    expect(await mediaFileProblem('deed', pdf)).toBeNull();
    const html = new File(['<html></html>'], 'deed.pdf', { type: 'application/pdf' });
    expect(await mediaFileProblem('deed', html)).toBe('validation:documentInvalid');
  });
});

describe("a contract's base contract", () => {
  const MB = 1024 * 1024;
  const field = BASE_CONTRACT.field;
  it('takes a PDF of at most 10 MB, judged by its %PDF- bytes', () => {
    expect(uploadProblem(field, 10 * MB, bytes('%PDF-1.7'))).toBeNull();
    expect(uploadProblem(field, 10 * MB + 1, bytes('%PDF-1.7'))).toBe(
      'validation:baseContractTooLarge',
    );
    expect(uploadProblem(field, 100, bytes(0xff, 0xd8, 0xff))).toBe(
      'validation:baseContractNotPdf',
    );
    expect(uploadProblem(field, 100, bytes('%PD'))).toBe('validation:baseContractNotPdf');
    expect(uploadProblem(field, 0, bytes('%PDF-'))).toBe('validation:baseContractNotPdf');
  });
  it('refuses a text file named .pdf and takes a PDF whatever its name or claimed type', async () => {
    const fake = new File(['just some text'], 'contract.pdf', { type: 'application/pdf' });
    expect(await fileProblem(field, fake)).toBe('validation:baseContractNotPdf');
    const real = new File(['%PDF-1.4\n'], 'scan.bin', { type: 'application/octet-stream' });
    expect(await fileProblem(field, real)).toBeNull();
    const long = new File(['%PDF-1.4\n'], `${'ع'.repeat(300)}.pdf`);
    expect(await fileProblem(field, long)).toBe('validation:fileNameTooLong');
  });
});

describe('file names', () => {
  it('takes 255 characters (code points, whatever the script) and refuses one more', () => {
    expect(fileNameProblem('a'.repeat(255))).toBeNull();
    expect(fileNameProblem('😀'.repeat(255))).toBeNull();
    expect(fileNameProblem(`${'م'.repeat(252)}.pdf`)).toBe('validation:fileNameTooLong');
  });

  it('is checked by the upload fields before sending', async () => {
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0]);
    const long = new File([jpeg], `${'a'.repeat(300)}.jpg`, { type: 'image/jpeg' });
    expect(await mediaFileProblem('image', long)).toBe('validation:fileNameTooLong');
    expect(await fileProblem('receipt', long)).toBe('validation:fileNameTooLong');
    expect(await fileProblem('receipt', new File([jpeg], 'ok.jpg'))).toBeNull();
  });
});
