import { useCallback, useEffect, useState } from 'react';
import { notify } from 'shared-ui';
import { translate } from './i18n';
import type { ChosenFile } from './types';

/*
 * The files chosen in a filing draft, kept in this browser's IndexedDB under the draft's key (user
 * and case type): a File survives there across a reload, which localStorage (where the rest of the
 * draft lives) cannot hold. Where IndexedDB is missing or refuses (some private windows, a full
 * disk), files stay in the page only and the callers say so.
 */

const DB_NAME = 'odr-filing-drafts';
const STORE = 'files';

let opening: Promise<IDBDatabase | null> | null = null;

/** Whether this browser can keep draft files at all. */
export function draftFilesSupported(): boolean {
  return typeof indexedDB !== 'undefined';
}

function openDb(): Promise<IDBDatabase | null> {
  if (!draftFilesSupported()) return Promise.resolve(null);
  opening ??= new Promise((resolve) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => {
      opening = null;
      resolve(null);
    };
    request.onblocked = () => resolve(null);
  });
  return opening;
}

function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return openDb().then(
    (db) =>
      new Promise<T>((resolve, reject) => {
        if (!db) {
          reject(new Error('IndexedDB is not available'));
          return;
        }
        const transaction = db.transaction(STORE, mode);
        const request = work(transaction.objectStore(STORE));
        transaction.oncomplete = () => resolve(request.result);
        transaction.onerror = () => reject(transaction.error ?? request.error);
        transaction.onabort = () => reject(transaction.error ?? new Error('The draft files could not be saved'));
      }),
  );
}

/** The files kept with this draft; none when there are none or they cannot be read. */
export async function loadDraftFiles(key: string): Promise<ChosenFile[]> {
  try {
    const stored = await run<unknown>('readonly', (store) => store.get(key));
    return Array.isArray(stored) ? stored.filter(isChosenFile) : [];
  } catch {
    return [];
  }
}

/** Keeps these files with the draft (none: forgets them). False when the browser refused. */
export async function saveDraftFiles(key: string, files: readonly ChosenFile[]): Promise<boolean> {
  try {
    if (files.length === 0) await run('readwrite', (store) => store.delete(key));
    else await run('readwrite', (store) => store.put(files.map(({ id, file, attachmentType }) => ({ id, file, attachmentType })), key));
    return true;
  } catch {
    return false;
  }
}

function isChosenFile(value: unknown): value is ChosenFile {
  const candidate = value as Partial<ChosenFile> | null;
  return Boolean(candidate && typeof candidate.id === 'string' && typeof candidate.attachmentType === 'string' && candidate.file instanceof Blob);
}

/**
 * The draft's chosen files as state: restored from the browser when the draft is opened, kept
 * there on every change, forgotten when set to none (submit, discard).
 */
export function useDraftFiles(key: string): [ChosenFile[], (files: ChosenFile[]) => void] {
  const [files, setState] = useState<ChosenFile[]>([]);
  useEffect(() => {
    let live = true;
    setState([]);
    void loadDraftFiles(key).then((kept) => {
      // Files chosen while the kept ones were being read win.
      if (live && kept.length > 0) setState((current) => (current.length > 0 ? current : kept));
    });
    return () => {
      live = false;
    };
  }, [key]);
  const setFiles = useCallback(
    (next: ChosenFile[]) => {
      setState(next);
      void saveDraftFiles(key, next).then((saved) => {
        if (!saved && next.length > 0 && draftFilesSupported()) {
          notify.error(translate('filing.wizard.case.filesNotSaved'));
        }
      });
    },
    [key],
  );
  return [files, setFiles];
}
