import { formatNumber } from '@gym/domain';
import { useEffect, useRef, useState } from 'react';

const DURATION_MS = 1200;

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

/**
 * Counts up from 0 to `value` once the number scrolls into view. Screen readers get the final
 * figure at once (aria-label), and without IntersectionObserver or with reduced motion it simply
 * shows the final value.
 */
export function AnimatedCounter({ value, suffix }: { value: number; suffix: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  const animate = typeof IntersectionObserver !== 'undefined' && !prefersReducedMotion();
  const [shown, setShown] = useState(animate ? 0 : value);

  useEffect(() => {
    if (!animate) {
      setShown(value);
      return;
    }
    const element = ref.current;
    if (!element) return;
    let frame = 0;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      const started = performance.now();
      const step = (now: number) => {
        const progress = Math.min(1, (now - started) / DURATION_MS);
        const eased = 1 - (1 - progress) ** 3;
        setShown(Math.round(value * eased));
        if (progress < 1) frame = requestAnimationFrame(step);
      };
      frame = requestAnimationFrame(step);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [animate, value]);

  const final = `${formatNumber(value)}${suffix}`;
  return (
    <span ref={ref} aria-label={final}>
      <span aria-hidden="true">
        {formatNumber(shown)}
        {suffix}
      </span>
    </span>
  );
}
