import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import adonisjs from '@adonisjs/vite/client'

export default defineConfig({
  plugins: [
    react(),
    adonisjs({ entryPoints: ['inertia/app.tsx'], reload: ['resources/views/**/*.edge'] }),
  ],
  server: {
    // Tests start their own dev server; hot reload has no use there and would take a port.
    hmr: process.env.NODE_ENV === 'test' ? false : undefined,
  },
  resolve: {
    alias: {
      '~/': `${import.meta.dirname}/inertia/`,
      '~registry': `${import.meta.dirname}/.adonisjs/client/registry/index.ts`,
      '~lang/': `${import.meta.dirname}/resources/lang/`,
    },
  },
})
