import { useMemo, useState } from 'react';
import type { Experience } from '@tack/contract';
import { TYPE_OF_KIND, type ExperienceKind } from '@tack/contract/constants';
import { useLoadedRenderer } from '../experiences/load-renderers.ts';
import { pageRenderEnv, PortalRoot } from '../experiences/renderers/index.ts';

const noop = () => {};

/** The message as a viewer would see it, re-rendered on every edit; says when it would not render. */
export function Preview({
  kind,
  data,
}: {
  kind: ExperienceKind;
  data: Record<string, unknown> | null;
}) {
  const [round, setRound] = useState(0);
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const experience: Experience | null = useMemo(
    () =>
      data && {
        id: '0:0',
        experience_id: 0,
        placement_id: 0,
        type: TYPE_OF_KIND[kind],
        kind,
        display_data: data,
        extraContext: {},
        triggerable_placed_exps: [],
        metadata: {},
        status: 'not_viewed',
      },
    [kind, data],
  );
  const env = pageRenderEnv('fresh bread for baking');
  const loaded = useLoadedRenderer(experience);
  const renderer = loaded?.renderer;
  const valid = Boolean(experience && renderer?.isValid(experience, env));
  return (
    <aside className="admin-preview-panel" aria-label="Preview">
      <div className="admin-head">
        <h2>Preview</h2>
        <button className="btn" type="button" onClick={() => setRound((r) => r + 1)}>
          Show again
        </button>
      </div>
      {!valid && (loaded || !experience) && (
        <p className="field-error" role="status">
          With this display data the {kind.replace(/_/g, ' ')} renders nothing: check its required
          fields.
        </p>
      )}
      <div className="admin-preview" data-testid="preview" ref={setBox}>
        {valid && renderer && experience && box && (
          <PortalRoot.Provider value={box}>
            <renderer.Component
              key={`${round}:${JSON.stringify(data)}`}
              experience={experience}
              data={experience.display_data}
              env={env}
              onView={noop}
              onComplete={noop}
              onDismiss={noop}
              onClick={noop}
            />
          </PortalRoot.Provider>
        )}
      </div>
    </aside>
  );
}
