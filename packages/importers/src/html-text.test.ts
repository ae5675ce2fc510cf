import { describe, expect, it } from 'vitest';
import { htmlText } from './html-text';
import { playerText } from './player-text';

describe('htmlText', () => {
  it('keeps the words and line breaks of editor HTML, and no markup', () => {
    expect(
      htmlText(
        '<p>What is <strong>molten</strong>&nbsp;rock?</p>\n<p>Line<br>two &amp; &lt;three&gt; &#8211; &eacute;</p><script>alert(1)</script><!-- x -->',
      ),
    ).toBe('What is molten rock?\nLine\ntwo & <three> – &eacute;');
  });
});

describe('playerText', () => {
  it('keeps MathJax math as the player LaTeX and escapes a literal dollar', () => {
    expect(playerText('\\( x^2 \\) and \\[\\frac{1}{2}\\] and $$y$$ cost $5')).toBe(
      '$x^2$ and $$\\frac{1}{2}$$ and $$y$$ cost \\$5',
    );
  });
});
