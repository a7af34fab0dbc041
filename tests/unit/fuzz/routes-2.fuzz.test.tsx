// @vitest-environment happy-dom
// The route fuzz, half 2 of 2 (two files, so vitest runs the halves side by side).
import { pageRoutes } from '@/views/routes/route-table'
import { fuzzRoutes } from './route-fuzz'

fuzzRoutes(pageRoutes.filter((_, i) => i % 2 === 1))
