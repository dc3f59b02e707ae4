import { useState } from 'react';
import { usePlacement } from '../../analytics';
import { texts } from '../../../texts';
import { dashboardTexts } from '../texts';
import { KIDS_APP_LINKS, PARENT_TESTIMONIAL_VIDEOS, SAMPLE_LESSON_VIDEOS, youtubeEmbedUrl } from '../model/media';
import styles from './dashboard.module.css';
import type { DashboardVariant } from '../model/dashboard-variant';

/** A video that loads its player only when asked to (no third-party frame until then). */
function Video({ videoId, title, onPlay }: { videoId: string; title: string; onPlay: () => void }) {
  const [playing, setPlaying] = useState(false);
  return (
    <div className={styles.video}>
      {playing ? (
        <iframe
          className={styles.videoFrame}
          src={youtubeEmbedUrl(videoId)}
          title={texts.dashboard.videoFrameTitle(title)}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <button
          type="button"
          className={styles.play}
          onClick={() => {
            onPlay();
            setPlaying(true);
          }}
        >
          <span className={styles.playIcon} aria-hidden>
            ▶
          </span>
          <span>{texts.dashboard.playVideo(title)}</span>
        </button>
      )}
    </div>
  );
}

export function SampleLessonVideo({ variant }: { variant: DashboardVariant }) {
  const [placementRef, trackPlacementClick] = usePlacement('sample-video');
  const title = texts.dashboard.sampleVideoTitle[variant];
  return (
    <section ref={placementRef} className="sc-panel" aria-labelledby="sample-video-title" data-testid="sample-video">
      <h2 id="sample-video-title" className={styles.title}>
        {title}
      </h2>
      <p className={styles.text}>{texts.dashboard.sampleVideoText[variant]}</p>
      <Video videoId={SAMPLE_LESSON_VIDEOS[variant]} title={title} onPlay={trackPlacementClick} />
    </section>
  );
}

/** The kids dashboard: parents tell about the lessons. */
export function ParentsVideos() {
  const [placementRef, trackPlacementClick] = usePlacement('parents-videos');
  return (
    <section ref={placementRef} className="sc-panel" aria-labelledby="parents-videos-title" data-testid="parents-videos">
      <h2 id="parents-videos-title" className={styles.title}>
        {texts.dashboard.parentsVideosTitle}
      </h2>
      <ul className={styles.videos}>
        {dashboardTexts.parentsVideos.map((video, i) => (
          <li key={video.name}>
            <Video videoId={PARENT_TESTIMONIAL_VIDEOS[i] ?? ''} title={video.caption} onPlay={trackPlacementClick} />
            <p className={styles.videoCaption}>
              <strong>{video.name}</strong>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Reviews({ variant }: { variant: DashboardVariant }) {
  const [placementRef] = usePlacement('reviews');
  return (
    <section ref={placementRef} className="sc-panel" aria-labelledby="reviews-title" data-testid="reviews">
      <h2 id="reviews-title" className={styles.title}>
        {texts.dashboard.reviewsTitle[variant]}
      </h2>
      <ul className={styles.reviews}>
        {dashboardTexts.reviews[variant].map((review) => (
          <li key={review.name}>
            <figure className={styles.review}>
              <blockquote>{review.text}</blockquote>
              <figcaption>
                <span className={styles.reviewName}>{review.name}</span>
                {review.role}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The kids' app in the App Store and Google Play. */
export function AppStoreLinks() {
  const [placementRef, trackPlacementClick] = usePlacement('app-stores');
  return (
    <section ref={placementRef} className="sc-panel sc-panel--compact" aria-labelledby="app-stores-title" data-testid="app-store-links">
      <h2 id="app-stores-title" className={styles.title}>
        {texts.dashboard.appStoresTitle}
      </h2>
      <p className={styles.text}>{texts.dashboard.appStoresText}</p>
      <div className={styles.stores}>
        <a className="sc-button sc-button--secondary" href={KIDS_APP_LINKS.appStore} target="_blank" rel="noopener noreferrer" onClick={trackPlacementClick}>
          {texts.dashboard.appStore}
        </a>
        <a className="sc-button sc-button--secondary" href={KIDS_APP_LINKS.googlePlay} target="_blank" rel="noopener noreferrer" onClick={trackPlacementClick}>
          {texts.dashboard.googlePlay}
        </a>
      </div>
    </section>
  );
}
