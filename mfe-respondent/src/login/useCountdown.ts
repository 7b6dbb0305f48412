import { useCallback, useEffect, useState } from 'react';

/**
 * Whole seconds left until a deadline, ticking every second. The deadline is a clock time, so a
 * phone that slept or a throttled background tab still shows the true remaining time.
 */
export function useCountdown(initialSeconds: number) {
  const [deadline, setDeadline] = useState(() => Date.now() + initialSeconds * 1000);
  const remainingAt = useCallback((end: number) => Math.max(0, Math.ceil((end - Date.now()) / 1000)), []);
  const [secondsLeft, setSecondsLeft] = useState(() => remainingAt(deadline));

  useEffect(() => {
    setSecondsLeft(remainingAt(deadline));
    const timer = setInterval(() => {
      const left = remainingAt(deadline);
      setSecondsLeft(left);
      if (left === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline, remainingAt]);

  const restart = useCallback((seconds: number) => setDeadline(Date.now() + seconds * 1000), []);
  return { secondsLeft, restart };
}

/** 60 → "1:00", 9 → "0:09". */
export function formatSeconds(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
