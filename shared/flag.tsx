import type { Locale } from '~shared/locale'

/** A language's flag; decorative, since the language's name always stands beside it. */
export function Flag({ locale }: { locale: Locale }) {
  return (
    <img
      src={`/img/flags/${locale}.svg`}
      alt=""
      width={24}
      height={16}
      style={{ borderRadius: 2, display: 'block' }}
    />
  )
}
