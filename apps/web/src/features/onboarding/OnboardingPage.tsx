import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigate, useLocation, useNavigate } from 'react-router';
import type { Onboarding, ResourceInput } from '@tack/contract';
import { callResource } from '../../api/client.ts';
import { LoadFailed } from '../../app/ErrorPage.tsx';
import { useTitle } from '../../app/use-title.ts';
import { nextLocation } from '../auth/next-location.ts';
import { useViewer } from '../auth/queries.ts';
import { BoardStep, InterestStep, PlaceStep, UseCaseStep } from './steps.tsx';
import '../../ui/form-controls.css';
import './onboarding.css';

const STEPS = ['Where you are', 'What you like', 'What brings you here', 'Your first board'];

/** What each step gets: the answers so far, and a way to save and go on (or skip). */
export interface StepProps {
  answers: Onboarding;
  /** Saves these answers (if any) and goes to the next step; after the last, finishes. */
  next: (save?: Omit<ResourceInput<'OnboardingResource', 'update'>, 'finish'>) => Promise<void>;
  /** Interests followed in the picker, for the board step's name ideas. */
  picked: string[];
  setPicked: (names: string[]) => void;
}

/**
 * `/signup/welcome/`: onboarding after signup (spec §9 NUX steps CountryLocale, InterestPicker,
 * UseCase, then a first board). Every step can be skipped; finishing or skipping the last step
 * marks it done for good, and the person goes where they were headed (`next`, or home, where
 * the feed already follows the interests they picked).
 */
export function OnboardingPage() {
  useTitle('Welcome');
  const viewer = useViewer();
  const navigate = useNavigate();
  const { search } = useLocation();
  const qc = useQueryClient();
  const [step, setStep] = useState(0);
  const [picked, setPicked] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const state = useQuery({
    queryKey: ['onboarding'],
    queryFn: () => callResource('OnboardingResource', 'get', {}),
    enabled: viewer !== null,
    staleTime: Infinity,
  });
  useEffect(() => {
    if (step > 0) heading.current?.focus();
  }, [step]);

  if (!viewer)
    return <Navigate to={`/login?next=${encodeURIComponent('/signup/welcome/')}`} replace />;
  if (state.isError) return <LoadFailed />;
  if (!state.data) return <p className="empty">Loading…</p>;
  if (state.data.done && step === 0) return <Navigate to={nextLocation(search)} replace />;

  const next: StepProps['next'] = async (save) => {
    setError(null);
    const last = step === STEPS.length - 1;
    try {
      if ((save && Object.keys(save).length) || last) {
        const answers = await callResource('OnboardingResource', 'update', {
          ...save,
          ...(last ? { finish: true as const } : {}),
        });
        qc.setQueryData(['onboarding'], answers);
      }
    } catch {
      setError("Sorry! That didn't save. Try again, or skip this step.");
      return;
    }
    if (!last) return setStep(step + 1);
    // The feed, boards and session were all seen before the answers: fetch them anew.
    await qc.invalidateQueries();
    navigate(nextLocation(search), { replace: true });
  };
  const props: StepProps = { answers: state.data, next, picked, setPicked };
  return (
    <section className="onboarding" aria-labelledby="onboarding-step">
      <p className="onboarding-hello">Welcome to Tack, {viewer.firstName}!</p>
      <p className="onboarding-progress">
        Step {step + 1} of {STEPS.length}
      </p>
      <h1 id="onboarding-step" ref={heading} tabIndex={-1}>
        {STEPS[step]}
      </h1>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {step === 0 && <PlaceStep {...props} />}
      {step === 1 && <InterestStep {...props} />}
      {step === 2 && <UseCaseStep {...props} />}
      {step === 3 && <BoardStep {...props} />}
    </section>
  );
}
