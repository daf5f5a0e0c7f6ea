/** The library entry a CMS page includes (dist/aisle.js): starts the lazy loader. */
import { startLoader } from './loader'

startLoader()
