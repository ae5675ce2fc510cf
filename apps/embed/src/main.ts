/**
 * The partner embed's one script: `<script type="module" src="https://<web-ed>/embed/web-ed-embed.js">`
 * defines <web-ed-course> (once, even if the script is included twice).
 */
import { ELEMENT_NAME, WebEdCourse } from './web-ed-course';

if (!customElements.get(ELEMENT_NAME)) customElements.define(ELEMENT_NAME, WebEdCourse);
