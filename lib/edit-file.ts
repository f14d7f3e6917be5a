import {readFileSync, renameSync, writeFileSync} from 'node:fs';

let edits = 0;

/**
 * Rewrites a built file in one synchronous step. Docusaurus runs every plugin's postBuild at the
 * same time, and two of them edit each page's HTML (share cards, route preloads): a read and a
 * write with an await between them could lose the other plugin's edit; a synchronous one cannot.
 * The new text replaces the file at once (a rename), so a plugin that only reads the pages
 * meanwhile (search) never sees half of one.
 */
export function editFileSync(file: string, edit: (text: string) => string): void {
  edits += 1;
  const temporary = `${file}.${process.pid}.${edits}.tmp`;
  writeFileSync(temporary, edit(readFileSync(file, 'utf8')));
  renameSync(temporary, file);
}
