import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  pdfEscapedJs,
  pdfGoToR,
  pdfImportData,
  pdfJsInObjectStream,
  pdfJsInOrdinaryStream,
  pdfLaunch,
  pdfLinkAnnotation,
  pdfOpenActionJs,
  pdfOpenActionUri,
  pdfOpenActionUriByReference,
  pdfOpenActionView,
  pdfPageAction,
  pdfRandomImage,
  pdfSubmitForm,
  pdfSubsetFont,
  pdfXfa,
  samplePdf,
} from '../test/hostile-files.js';
import { isActivePdf } from './pdf-active-content.js';

describe('active PDF content (decision 0033, issue 17 §7)', () => {
  it.each([
    ['JavaScript opening action', pdfOpenActionJs()],
    ['JavaScript with escaped names', pdfEscapedJs()],
    ['Launch', pdfLaunch()],
    ['JavaScript in an object stream', pdfJsInObjectStream()],
    ['XFA form', pdfXfa()],
    ['page additional action (/AA)', pdfPageAction()],
    ['opening action visiting a web address', pdfOpenActionUri()],
    ['the same, through a reference', pdfOpenActionUriByReference()],
    ['SubmitForm (escaped)', pdfSubmitForm()],
    ['GoToR', pdfGoToR()],
    ['ImportData', pdfImportData()],
    ['JavaScript in the compressed data of an ordinary stream', pdfJsInOrdinaryStream()],
  ])('refuses %s', (_what, bytes) => {
    expect(isActivePdf(bytes)).toBe(true);
  });

  it.each([
    ['the sample PDF', samplePdf()],
    ['an opening action that sets the view', pdfOpenActionView()],
    ['a link the reader clicks', pdfLinkAnnotation()],
    ['a subset font (/AAAAAB+)', pdfSubsetFont()],
  ])('takes %s', (_what, bytes) => {
    expect(isActivePdf(bytes)).toBe(false);
  });

  it('takes 200 PDFs of random image data: no short name is found by chance in stream data', () => {
    const refused = Array.from({ length: 200 }, () => pdfRandomImage(randomBytes(256 * 1024)))
      .map(isActivePdf)
      .filter(Boolean).length;
    expect(refused).toBe(0);
  });
});
