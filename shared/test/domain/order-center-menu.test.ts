import {
  findOrderCenterChild,
  ORDER_CENTER_CHILDREN,
  ORDER_CENTER_GROUP_HOMES,
  orderCenterGroupHome,
} from '@portal/shared/domain';

describe('order-centre group paths (docs/requirements.md §2)', () => {
  it('missionadmin leads to the tasking-order list and tasksadmin to the planning tasks', () => {
    expect(orderCenterGroupHome('missionadmin')).toBe('missionadmin/missionforty');
    expect(orderCenterGroupHome('tasksadmin')).toBe('tasksadmin/tasks');
    expect(orderCenterGroupHome('/missionadmin/')).toBe('missionadmin/missionforty');
  });

  it('every group leads to a listed child of its own group, shown in the menu', () => {
    for (const [group, target] of Object.entries(ORDER_CENTER_GROUP_HOMES)) {
      const child = findOrderCenterChild(target);
      expect(child).toBeDefined();
      expect(child!.path.startsWith(`${group}/`)).toBe(true);
      expect(child!.hidden).toBeFalsy();
      // A group path is not itself a page.
      expect(findOrderCenterChild(group)).toBeUndefined();
    }
  });

  it('pages and other paths are no group', () => {
    expect(orderCenterGroupHome('missionadmin/missionforty')).toBeUndefined();
    expect(orderCenterGroupHome('shoppingCart')).toBeUndefined();
    expect(orderCenterGroupHome('toString')).toBeUndefined();
    expect(orderCenterGroupHome('')).toBeUndefined();
    for (const child of ORDER_CENTER_CHILDREN) expect(orderCenterGroupHome(child.path)).toBeUndefined();
  });
});
