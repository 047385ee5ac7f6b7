/**
 * @jest-environment jsdom
 */
/** Scalar's labels put into Chinese as Scalar renders them; code and path templates left as they are. */
import { translateScalarLabels } from './scalar-zh';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

test('labels rendered before and after are put into Chinese; code and paths are marked to stay as written', async () => {
  const root = document.createElement('div');
  root.innerHTML =
    '<button aria-label="Open Search"><span>Show More</span></button><span>Copy link to 200</span>' +
    '<pre><code>curl https://portal.example/api/stac</code></pre><span>/catalog/quicklook/{file}</span>' +
    '<span>A description the document wrote</span><span>Copy link to <wbr>404</span>';
  document.body.append(root);
  const stop = translateScalarLabels(root);
  expect(root.querySelector('button')!.getAttribute('aria-label')).toBe('打开搜索');
  expect(root.querySelector('button span')!.textContent).toBe('显示更多');
  expect(root.children[1].textContent).toBe('复制链接：200');
  expect(root.querySelector('pre')!.getAttribute('translate')).toBe('no');
  expect(root.children[3].getAttribute('translate')).toBe('no');
  expect(root.children[4].textContent).toBe('A description the document wrote');
  expect(root.children[5].textContent).toBe('复制链接：404');

  // What Scalar renders later (a group opened, a label changed in place) is translated too.
  const later = document.createElement('span');
  later.textContent = 'Close Group';
  root.append(later);
  root.querySelector('button span')!.firstChild!.nodeValue = 'Test Request';
  await tick();
  expect(later.textContent).toBe('收起分组');
  expect(root.querySelector('button span')!.textContent).toBe('发送测试请求');

  stop();
  const after = document.createElement('span');
  after.textContent = 'Show More';
  root.append(after);
  await tick();
  expect(after.textContent).toBe('Show More');
});

test("Scalar's own description of a type is put into Chinese too", () => {
  const root = document.createElement('div');
  root.innerHTML = '<div class="property-description">Integer numbers.</div>';
  document.body.append(root);
  const stop = translateScalarLabels(root);
  expect(root.textContent).toBe('整数。');
  stop();
});
