// What follows the first frame (layout/useSecondTurn.ts): absent from the first commit, drawn
// right after it. The console's drawer entries, bell and user menu are drawn this way.
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { SecondTurn } from '../../src/layout/useSecondTurn';

/** Notes, in the first commit (before any effect), whether `text` is on screen. */
const FirstCommit = ({ text, seen }: { text: string; seen: boolean[] }) => {
  useLayoutEffect(() => {
    seen.push(screen.queryByText(text) !== null);
  }, [seen, text]);
  return null;
};

describe('SecondTurn', () => {
  it('draws its children after the first commit, never in it', async () => {
    const seen: boolean[] = [];
    render(
      <>
        <p>La página</p>
        <SecondTurn>
          <span>El menú</span>
        </SecondTurn>
        <FirstCommit text="El menú" seen={seen} />
      </>,
    );
    expect(seen).toEqual([false]);
    expect(await screen.findByText('El menú')).toBeInTheDocument();
    expect(screen.getByText('La página')).toBeInTheDocument();
  });
});
