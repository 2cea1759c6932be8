import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from './icons';

const scenes: { key: string; icon: IconName }[] = [
  { key: 'search', icon: 'search' },
  { key: 'filter', icon: 'filter' },
  { key: 'compare', icon: 'heart' },
  { key: 'contact', icon: 'mail' },
];

/** Seconds each scene stays on screen while playing. */
const sceneSeconds = 5;

/**
 * The introduction video of the FAQ and the top page: how to search, narrow down, keep and
 * contact, played as captioned scenes (it needs no third-party player, which the CSP forbids
 * by default). Play/pause and the scene buttons work by keyboard; captions are live text.
 */
export function IntroVideo() {
  const { t } = useTranslation();
  const [scene, setScene] = useState(0);
  const [playing, setPlaying] = useState(false);
  useEffect(() => {
    if (!playing) return undefined;
    const timer = window.setInterval(
      () => setScene((s) => (s + 1) % scenes.length),
      sceneSeconds * 1000,
    );
    return () => window.clearInterval(timer);
  }, [playing]);
  const current = scenes[scene] ?? scenes[0]!;

  return (
    <figure className="intro-video">
      <div className={`intro-video__screen intro-video__screen--${current.key}`}>
        <span className="intro-video__icon" aria-hidden="true">
          <Icon name={current.icon} size={56} />
        </span>
        <p className="intro-video__step">
          {t('discovery.video.step', { step: scene + 1, total: scenes.length })}
        </p>
        <p className="intro-video__caption" aria-live={playing ? 'polite' : 'off'}>
          <strong>{t(`discovery.video.scenes.${current.key}.title`)}</strong>
          <span>{t(`discovery.video.scenes.${current.key}.text`)}</span>
        </p>
      </div>
      <div className="intro-video__controls">
        <button
          type="button"
          className="button button--primary button--small"
          aria-pressed={playing}
          onClick={() => setPlaying((p) => !p)}
        >
          <Icon name={playing ? 'close' : 'play'} size={16} />
          {playing ? t('discovery.video.pause') : t('discovery.video.play')}
        </button>
        <ol className="intro-video__scenes">
          {scenes.map((s, index) => (
            <li key={s.key}>
              <button
                type="button"
                className={index === scene ? 'intro-video__dot is-current' : 'intro-video__dot'}
                aria-current={index === scene ? 'step' : undefined}
                onClick={() => setScene(index)}
              >
                {t(`discovery.video.scenes.${s.key}.title`)}
              </button>
            </li>
          ))}
        </ol>
      </div>
      <figcaption className="visually-hidden">{t('discovery.video.title')}</figcaption>
    </figure>
  );
}
