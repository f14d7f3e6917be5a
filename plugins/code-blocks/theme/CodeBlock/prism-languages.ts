// What the classic theme's prism-include-languages client module does, run when the first code
// block loads instead of on every page (see ../../README.md).
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';

prismIncludeLanguages(Prism);
