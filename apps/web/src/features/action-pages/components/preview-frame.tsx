import { useCallback, useEffect, useRef } from 'react';
import { Box } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import {
  PREVIEW_LAYOUT_PARAM,
  PREVIEW_MESSAGE_TYPE,
  PREVIEW_VIEW_PARAM,
  type TActionPage,
  type TActionPageView,
  type TPreviewLayout,
} from '@gifthub/shared/action-pages';

/** The width each view is drawn at before it is scaled into the column: a phone, and a laptop. */
const FRAME = { mobile: { width: 390, height: 760 }, desktop: { width: 1024, height: 760 } } as const;

/** The preview's address for a view and sample (preview_url carries the team's key; `version` reloads it after an image changes). */
export const previewSrc = (previewUrl: string, view: TActionPageView, layout: TPreviewLayout, version: string) =>
  `${previewUrl}&${PREVIEW_VIEW_PARAM}=${view}&${PREVIEW_LAYOUT_PARAM}=${layout}&v=${encodeURIComponent(version)}`;

/**
 * The real gift page (preview_url) in an iframe, drawn at a phone's or a laptop's width and scaled into the column.
 * The unsaved settings go to it by postMessage to our own origin only (the page checks the origin, the sender and
 * every value again); it says when it listens, and gets them then too.
 */
export function PreviewFrame({ src, settings, view }: { src: string; settings: TActionPage; view: TActionPageView }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const { ref: box, width } = useElementSize();
  const post = useCallback(() => {
    frame.current?.contentWindow?.postMessage({ type: PREVIEW_MESSAGE_TYPE, action_page: settings, view }, window.location.origin);
  }, [settings, view]);
  useEffect(post, [post]);
  useEffect(() => {
    const onMessage = (e: MessageEvent) => {
      const data = e.data as { type?: unknown } | null;
      if (e.origin === window.location.origin && e.source === frame.current?.contentWindow && data?.type === `${PREVIEW_MESSAGE_TYPE}:ready`) post();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [post]);

  const size = FRAME[view];
  const scale = width > 0 ? Math.min(1, width / size.width) : 1;
  return (
    <Box ref={box} w="100%">
      <Box
        mx="auto"
        w={size.width * scale}
        h={size.height * scale}
        style={{ overflow: 'hidden', borderRadius: 8, border: '1px solid var(--mantine-color-gray-4)', background: '#fff' }}
      >
        <iframe
          ref={frame}
          src={src}
          title="Gift page preview"
          data-testid="preview-frame"
          width={size.width}
          height={size.height}
          onLoad={post}
          style={{ border: 0, display: 'block', transform: `scale(${scale})`, transformOrigin: 'top left' }}
        />
      </Box>
    </Box>
  );
}
