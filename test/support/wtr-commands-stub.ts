// @open-wc/testing imports @web/test-runner-commands for its visual helpers; inside
// Vitest browser mode there is no Web Test Runner server, so the commands are stubbed.
const unavailable = () => Promise.reject(new Error('@web/test-runner-commands is not available in Vitest'))
export const executeServerCommand = unavailable
export const sendKeys = unavailable
export const sendMouse = unavailable
export const resetMouse = unavailable
export const setViewport = unavailable
export const emulateMedia = unavailable
export const setUserAgent = unavailable
export const a11ySnapshot = unavailable
export const findAccessibilityNode = () => null
export const readFile = unavailable
export const writeFile = unavailable
export const removeFile = unavailable
export const selectOption = unavailable
export const getSnapshot = unavailable
export const getSnapshotConfig = () => Promise.resolve({ updateSnapshots: false })
export const saveSnapshot = unavailable
export const removeSnapshot = unavailable
export const compareSnapshot = unavailable
