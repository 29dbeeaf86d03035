/**
 * For component tests (*.test.tsx, in jsdom): each test starts from an empty page. Testing
 * Library unmounts by itself only where test globals are on, and ours are not.
 */
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

afterEach(cleanup)
