import '@mantine/tiptap/styles.css';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';

/**
 * The editor keeps no style attributes, and parsing HTML that has them (a letter saved with
 * alignment, the demo letters) already counts as inline style under the Content-Security-Policy.
 */
export function withoutStyleAttributes(html: string): string {
  return html.replace(/\sstyle\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, '');
}

export interface LetterEditorProps {
  /** The HTML the editor starts from (the saved letter, or the template). */
  initialHtml: string;
  onChange: (html: string) => void;
  /** Accessible name of the editable area. */
  label: string;
  readOnly?: boolean;
}

/**
 * The tiptap editor of the award and covering letter. This module (tiptap, ProseMirror and the
 * editor's CSS) is loaded only when a letter is opened for editing.
 */
export function LetterEditor({ initialHtml, onChange, label, readOnly = false }: LetterEditorProps) {
  const editor = useEditor({
    // No text-align extension: it writes style attributes, which the Content-Security-Policy refuses.
    extensions: [StarterKit.configure({ link: false }), Link],
    content: withoutStyleAttributes(initialHtml),
    editable: !readOnly,
    // tiptap would add a <style> element without the page's nonce: the CSP refuses it, and
    // Mantine's tiptap styles cover what it sets.
    injectCSS: false,
    shouldRerenderOnTransaction: true,
    editorProps: { attributes: { 'aria-label': label, 'aria-multiline': 'true', role: 'textbox' } },
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
  });

  return (
    <RichTextEditor editor={editor}>
      <RichTextEditor.Toolbar sticky stickyOffset={0}>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Bold />
          <RichTextEditor.Italic />
          <RichTextEditor.Underline />
          <RichTextEditor.ClearFormatting />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.H2 />
          <RichTextEditor.H3 />
          <RichTextEditor.BulletList />
          <RichTextEditor.OrderedList />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Link />
          <RichTextEditor.Unlink />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Undo />
          <RichTextEditor.Redo />
        </RichTextEditor.ControlsGroup>
      </RichTextEditor.Toolbar>
      <RichTextEditor.Content />
    </RichTextEditor>
  );
}
