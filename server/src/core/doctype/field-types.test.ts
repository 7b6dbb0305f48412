import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ALL_DOCTYPES } from '../../doctypes';
import { defineDoctype } from './define';
import { GENERATED_PATH, fieldsTypeName, generateFieldTypes } from './field-types';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');

test('the generated doctype field types match the declarations (run `npm run doctypes` after changing a doctype)', () => {
  const onDisk = readFileSync(path.join(root, GENERATED_PATH), 'utf8');
  assert.equal(onDisk, generateFieldTypes(ALL_DOCTYPES), `${GENERATED_PATH} is out of date: run npm run doctypes`);
});

test('a field block types each field by its fieldtype, Selects as their choices, tables as their rows', () => {
  const row = defineDoctype({ name: 'Test Row', isChild: true, naming: 'hash', fields: [{ fieldname: 'note', fieldtype: 'Data' }] });
  const parent = defineDoctype({
    name: 'Test Parent',
    naming: 'hash',
    fields: [
      { fieldname: 'status', fieldtype: 'Select', options: ['Open', 'Closed'] },
      { fieldname: 'amount', fieldtype: 'Currency' },
      { fieldname: 'done', fieldtype: 'Check' },
      { fieldname: 'rows', fieldtype: 'Table', options: 'Test Row' },
    ],
  });
  const out = generateFieldTypes([parent, row]);
  assert.match(out, /export interface TestParentFields \{\n {2}status\?: "Open" \| "Closed" \| null;\n {2}amount\?: number \| null;\n {2}done\?: 0 \| 1 \| null;\n {2}rows\?: TestRowFields\[\] \| null;\n\}/);
  assert.match(out, /export interface TestRowFields \{\n {2}note\?: string \| null;\n\}/);
  assert.equal(fieldsTypeName('Shn S17 Order and Mom Dispatch'), 'ShnS17OrderAndMomDispatchFields');
});
