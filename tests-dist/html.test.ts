/** Every built page is valid HTML (html-validate, rules and exceptions in .htmlvalidate.cjs). */
import { HtmlValidate, FileSystemConfigLoader, formatterFactory } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { htmlFiles, pathOf } from './dist.ts';

const validator = new HtmlValidate(new FileSystemConfigLoader());
const format = formatterFactory('text');

describe('html-validate', () => {
  for (const file of htmlFiles()) {
    it(pathOf(file), async () => {
      const report = await validator.validateFile(file);
      expect(report.valid, format(report.results)).toBe(true);
    });
  }
});
