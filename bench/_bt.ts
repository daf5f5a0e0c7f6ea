import { measureBytes } from './bytes'
const t = Date.now(); const r = await measureBytes(); console.log(JSON.stringify(r, null, 1)); console.log(Date.now() - t)
