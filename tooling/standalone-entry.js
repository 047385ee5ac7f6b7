// Standalone development of a remote: mounts its single-spa lifecycles on its own dev server, without the shell.
import { mountRootParcel } from 'single-spa';
import * as lifecycles from 'portal-remote-lifecycles';

mountRootParcel(lifecycles, { domElement: document.getElementById('portal-main') });
