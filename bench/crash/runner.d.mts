// Types for the TypeScript test that runs the crash benchmark in `npm test`.
export interface CrashResult {
  seed: number;
  cycles: number;
  acknowledged: number;
  counts: Record<
    'uploads' | 'pins' | 'saves' | 'bulkMoves' | 'pinMoves' | 'boardEdits' | 'deletes',
    number
  >;
  lost: number;
  inFlightAtKill: number;
  problems: string[];
  serverErrors: string[];
  /** Error lines the server logged (level 50). */
  serverLog: string[];
  pins: number;
  orphansBeforeGc: number;
  orphansAfterGc: number;
  meanStartMs: number;
  seconds: number;
}

export function runCrash(options: {
  cycles: number;
  workers?: number;
  killAfterMs?: [number, number];
  seed?: number;
  databaseUrl?: string;
  log?: (line: string) => void;
}): Promise<CrashResult>;
