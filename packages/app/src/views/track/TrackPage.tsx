import {
  Body1,
  Button,
  Dropdown,
  Field,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Option,
  Textarea,
  Title2,
  tokens,
} from '@fluentui/react-components'
import { PUBLIC_TRACKING_MAX, type PublicTrackingResult, parseTrackingNumbers } from '@portico/contract'
import { SliderCaptcha } from '@portico/ui'
import { type FormEvent, useState } from 'react'
import { TrackResultCard } from './TrackResultCard'
import { type TrackOutcome, trackChallenge, trackNumbers } from './trackApi'
import { useTrackLanguage } from './trackLanguage'
import { TRACK_TEXTS, type TrackLanguage } from './trackTexts'

const useStyles = makeStyles({
  page: {
    minHeight: '100vh',
    boxSizing: 'border-box',
    backgroundColor: tokens.colorNeutralBackground2,
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalL}`,
  },
  column: { maxWidth: '760px', margin: '0 auto', display: 'grid', gap: tokens.spacingVerticalL },
  header: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
  },
  language: { minWidth: '120px' },
  form: { display: 'grid', gap: tokens.spacingVerticalM },
  submit: { justifySelf: 'start' },
  results: { display: 'grid', gap: tokens.spacingVerticalM },
})

const LANGUAGE_NAMES: Record<TrackLanguage, string> = { zh: '中文', en: 'English' }

type Problem = 'emptyInput' | 'tooMany' | 'tooOften' | 'failed'

/** `/track`: buyers follow up to 20 parcels without signing in, in Chinese or English. */
export default function TrackPage() {
  const styles = useStyles()
  const [language, setLanguage] = useTrackLanguage()
  const text = TRACK_TEXTS[language]
  const [input, setInput] = useState('')
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<Problem | null>(null)
  const [results, setResults] = useState<PublicTrackingResult[] | null>(null)
  // The challenge the slider on screen answers, issued when the server asked for it.
  const [challenge, setChallenge] = useState<{ checkKey: string; numbers: string[] } | null>(null)

  async function run(numbers: string[], checkKey?: string) {
    setBusy(true)
    setProblem(null)
    let outcome: TrackOutcome
    try {
      outcome = await trackNumbers(numbers, checkKey)
      if (outcome.kind === 'captcha') setChallenge({ checkKey: await trackChallenge(), numbers })
    } catch {
      outcome = { kind: 'failed' }
    }
    setBusy(false)
    if (outcome.kind !== 'captcha') setChallenge(null)
    if (outcome.kind === 'results') setResults(outcome.results)
    if (outcome.kind === 'tooOften' || outcome.kind === 'failed') setProblem(outcome.kind)
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    const numbers = parseTrackingNumbers(input)
    if (numbers.length === 0) return setProblem('emptyInput')
    if (numbers.length > PUBLIC_TRACKING_MAX) return setProblem('tooMany')
    void run(numbers)
  }

  return (
    <main className={styles.page} lang={language === 'zh' ? 'zh-CN' : 'en'}>
      <div className={styles.column}>
        <header className={styles.header}>
          <Title2 as="h1">{text.title}</Title2>
          <Dropdown
            className={styles.language}
            aria-label={text.languageLabel}
            value={LANGUAGE_NAMES[language]}
            selectedOptions={[language]}
            onOptionSelect={(_, data) => setLanguage(data.optionValue as TrackLanguage)}
          >
            {(Object.keys(LANGUAGE_NAMES) as TrackLanguage[]).map((code) => (
              <Option key={code} value={code} lang={code === 'zh' ? 'zh-CN' : 'en'}>
                {LANGUAGE_NAMES[code]}
              </Option>
            ))}
          </Dropdown>
        </header>
        <Body1>{text.intro}</Body1>
        <form className={styles.form} onSubmit={submit} noValidate>
          <Field
            label={text.numbersLabel}
            validationState={problem === 'emptyInput' || problem === 'tooMany' ? 'error' : 'none'}
            validationMessage={problem === 'emptyInput' || problem === 'tooMany' ? text[problem] : undefined}
          >
            <Textarea
              value={input}
              onChange={(_, data) => setInput(data.value)}
              placeholder={text.numbersPlaceholder}
              resize="vertical"
              rows={4}
            />
          </Field>
          <Button className={styles.submit} appearance="primary" type="submit" disabled={busy}>
            {busy ? text.searching : text.submit}
          </Button>
        </form>
        {challenge && (
          <div className={styles.form}>
            <MessageBar intent="warning">
              <MessageBarBody>{text.captchaPrompt}</MessageBarBody>
            </MessageBar>
            <SliderCaptcha
              key={challenge.checkKey}
              text={text.captchaText}
              successText={text.captchaSuccess}
              onSuccess={() => void run(challenge.numbers, challenge.checkKey)}
            />
          </div>
        )}
        {(problem === 'tooOften' || problem === 'failed') && (
          <MessageBar intent="error">
            <MessageBarBody>{text[problem]}</MessageBarBody>
          </MessageBar>
        )}
        {results && (
          <section className={styles.results} aria-label={text.results} aria-busy={busy}>
            {results.map((result) => (
              <TrackResultCard key={result.trackingNo} result={result} language={language} />
            ))}
          </section>
        )}
      </div>
    </main>
  )
}
