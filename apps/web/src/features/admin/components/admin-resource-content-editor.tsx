import { useEffect } from 'react';
import { Input } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import '@mantine/tiptap/styles.css';

/**
 * The body's rich-text editor (Mantine's RichTextEditor on tiptap): headings h2 and h3 (the side navigation is built
 * from them), bold, italic, lists, quotes, code and links. It edits HTML; the API sanitises what is saved.
 */
export function ResourceContentEditor({ value, onChange, error }: { value: string; onChange: (html: string) => void; error?: string }) {
  const editor = useEditor({
    // StarterKit 3 brings its own Link; Mantine's adds the link control's keyboard shortcut.
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] }, link: false }), Link.configure({ openOnClick: false, defaultProtocol: 'https' })],
    content: value,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: { attributes: { 'aria-label': 'Content', 'aria-multiline': 'true', role: 'textbox', 'data-testid': 'resource-content-editor' } },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  // A resource loaded (or reloaded after a save) replaces the text when it differs from what is being edited.
  useEffect(() => {
    if (editor && value !== (editor.isEmpty ? '' : editor.getHTML())) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <Input.Wrapper label="Content" description="Use Heading 2 for sections and Heading 3 for their parts: the side navigation is built from them." error={error}>
      <RichTextEditor editor={editor} mt={6} style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}>
        <RichTextEditor.Toolbar sticky stickyOffset="var(--app-shell-header-offset, 0px)">
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Strikethrough />
            <RichTextEditor.Code />
            <RichTextEditor.ClearFormatting />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
            <RichTextEditor.CodeBlock />
            <RichTextEditor.Hr />
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
        <RichTextEditor.Content mih={320} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
