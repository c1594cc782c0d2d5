import { useState } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { QueryClient } from '@tanstack/react-query';
import type { FrameAppProps } from '../app/frame-app';
import { createFrameApi } from '../lib/api';

/** The height of the portal's frame in the stories, the story tests' window height. */
const FRAME_HEIGHT = 900;

/** A fresh query cache (failures show at once: no retries) and the frame's client with a story token. */
function createStoryFrame() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return { queryClient, api: createFrameApi('story-frame-token') };
}

function StoryFrame({
  render,
}: {
  render: (frame: Pick<FrameAppProps, 'api' | 'queryClient'>) => ReturnType<Parameters<Decorator>[0]>;
}) {
  const [frame] = useState(createStoryFrame);
  return render(frame);
}

/**
 * Gives a frame story the props the frame's entry builds from its address: the API client (answered by the
 * story's MSW handlers) and a query cache of its own.
 */
export const withFrame: Decorator = (Story, context) => (
  // The frame is as tall as the window the story tests use: what a user sees first is what is compared.
  // Focusable, as a scrolling region must be for keyboard users.
  <div style={{ height: FRAME_HEIGHT, overflow: 'auto' }} tabIndex={0}>
    <StoryFrame render={(frame) => <Story args={{ ...context.args, ...frame }} />} />
  </div>
);
