import { createRemoteLifecycles } from '@portal/shared/ui';
import { App } from './App';

export const { bootstrap, mount, unmount } = createRemoteLifecycles('mf-tasking', App);
