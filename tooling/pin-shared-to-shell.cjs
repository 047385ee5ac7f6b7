// Module Federation runtime plugin: when the shell provides a shared module, every remote uses the shell's copy,
// whatever version a remote was built with, so one session store, one i18n instance and one React run the page.
module.exports = function pinSharedToShell() {
  return {
    name: 'pin-shared-to-shell',
    resolveShare(args) {
      const versions = args.shareScopeMap?.[args.scope]?.[args.pkgName];
      if (!versions) return args;
      const fromShell = Object.values(versions).find((s) => s && s.from === 'shell');
      if (fromShell) args.resolver = () => ({ shared: fromShell, useTreesShaking: false });
      return args;
    },
  };
};
