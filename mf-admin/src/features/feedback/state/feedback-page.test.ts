/** A feedback's page is named by its title in the reader's language, not by its route. */
import { feedbackPageTitle } from './feedback-page';

test('a route is named by its title, in the reader language', () => {
  expect(feedbackPageTitle('/resourceCenter', 'zh')).toBe('资源中心');
  expect(feedbackPageTitle('/resourceCenter', 'en')).toBe('Resource centre');
  expect(feedbackPageTitle('/imageQuery?area=330000', 'zh')).toBe('影像查询');
});

test('an order-centre page is named by its own title, an unknown address as sent, none as nothing', () => {
  expect(feedbackPageTitle('/personalCenter/shoppingCart', 'zh')).toBe('购物车');
  expect(feedbackPageTitle('/personalCenter/shoppingCart', 'en')).toBe('Shopping cart');
  expect(feedbackPageTitle('/no/such/page', 'en')).toBe('/no/such/page');
  expect(feedbackPageTitle('', 'zh')).toBeNull();
});
