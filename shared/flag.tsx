import { useId } from 'react'
import type { Locale } from '~shared/locale'

/**
 * A flag's drawing, inline: an <img> of an SVG file makes the browser build a document for it,
 * which held up a phone's main thread on the first load.
 */
function Drawing({ locale }: { locale: Locale }) {
  const id = useId()
  if (locale === 'nl') {
    return (
      <>
        <rect width="60" height="40" fill="#21468b" />
        <rect width="60" height="26.67" fill="#fff" />
        <rect width="60" height="13.33" fill="#ae1c28" />
      </>
    )
  }
  const counterchange = `${id}-counterchange`
  return (
    <>
      <clipPath id={counterchange}>
        <path d="M30,20 h30 v20 z v20 h-30 z h-30 v-20 z v-20 h30 z" />
      </clipPath>
      <rect width="60" height="40" fill="#012169" />
      <path d="M0,0 L60,40 M60,0 L0,40" stroke="#fff" strokeWidth="8" />
      <path
        d="M0,0 L60,40 M60,0 L0,40"
        stroke="#c8102e"
        strokeWidth="4"
        clipPath={`url(#${counterchange})`}
      />
      <path d="M30,0 v40 M0,20 h60" stroke="#fff" strokeWidth="12" />
      <path d="M30,0 v40 M0,20 h60" stroke="#c8102e" strokeWidth="7" />
    </>
  )
}

/** A language's flag; decorative, since the language's name always stands beside it. */
export function Flag({ locale }: { locale: Locale }) {
  return (
    <svg
      viewBox="0 0 60 40"
      width={24}
      height={16}
      aria-hidden="true"
      focusable="false"
      style={{ borderRadius: 2, display: 'block', overflow: 'hidden', flexShrink: 0 }}
    >
      <Drawing locale={locale} />
    </svg>
  )
}
