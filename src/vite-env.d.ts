/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** '1' in mock mode: the in-browser platform answers every API call */
  readonly VITE_MSW: string
}
