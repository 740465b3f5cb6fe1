import { useId, useMemo } from 'react';
import { ActionButton } from './parts.tsx';
import { useCloseOnAction, useViewOnce } from './hooks.ts';
import { dataOf } from './rules.ts';
import { readMetricsBanner } from './rules/metrics-banner.ts';
import type { Renderer, RendererProps } from './types.ts';

/**
 * Metrics-unification banner (type 5): title, subtitle, buttons[0] a link (completes),
 * buttons[1] dismisses.
 */
export function MetricsBanner(props: RendererProps) {
  const raw = dataOf(props);
  const type = props.experience.type;
  const view = useMemo(() => readMetricsBanner(type, raw), [type, raw]);
  const { closed, complete, dismiss } = useCloseOnAction(props);
  const titleId = useId();
  useViewOnce(view !== null && !closed, props.onView);
  if (!view || closed) return null;
  return (
    <section className="xp-banner xp-metrics-banner" aria-labelledby={titleId}>
      <div className="xp-banner-text">
        <h2 id={titleId} className="xp-title">
          {view.title}
        </h2>
        <p className="xp-message">{view.subtitle}</p>
      </div>
      <div className="xp-actions">
        <ActionButton button={view.dismiss} onPress={() => dismiss('dismiss_button')} />
        <ActionButton primary button={view.link} onPress={() => complete('link_button')} />
      </div>
    </section>
  );
}

/** §5: type 5, at least two buttons, title_text and subtitle_text. */
export const MetricsBannerRenderer: Renderer = {
  isValid: (experience) => readMetricsBanner(experience.type, experience.display_data) !== null,
  Component: MetricsBanner,
};
