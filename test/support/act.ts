/**
 * act() for tests that render with createRoot themselves, in both browser projects: React 19 exports it from 'react';
 * preact/compat (the browser-compact project's 'react') does not, and Preact's own lives in preact/test-utils
 * (docs/decisions/builds-and-bytes.md, "The compact build is a full peer"). Storybook's portable stories look for it the same way.
 */
import * as React from 'react'

type Act = (callback: () => void | Promise<void>) => void | Promise<void>

const reactAct = (React as { act?: Act }).act
export const act: Act = typeof reactAct === 'function' ? reactAct : (await import('preact/test-utils')).act
