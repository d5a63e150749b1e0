import { describe, it, expect, expectTypeOf } from 'vitest';
import {
  ApprovalBusinessType,
  ArchiveState,
  ChooseCheckState,
  ComponentMode,
  defineEnum,
  FileCategory,
  LoginMethod,
  ProjectNode,
  ReviewResult,
  Sex,
  TenderMode,
  UrgeState,
  UserState,
  YesNo,
  type EnumKey,
  type EnumMethods,
  type EnumValue,
  type TenderModeValue,
} from '../src/enums.js';
import * as catalogue from '../src/enums.js';

describe('defineEnum', () => {
  const Color = defineEnum({
    RED: { value: 1, label: '红' },
    GREEN: { value: 2, label: '绿' },
  });

  it('exposes each key as its literal value', () => {
    expect(Color.RED).toBe(1);
    expect(Color.GREEN).toBe(2);
    expectTypeOf(Color.RED).toEqualTypeOf<1>();
    expectTypeOf<EnumValue<typeof Color>>().toEqualTypeOf<1 | 2>();
    expectTypeOf<EnumKey<typeof Color>>().toEqualTypeOf<'RED' | 'GREEN'>();
  });

  it('lists items and values in declaration order', () => {
    expect(Color.items).toEqual([
      { key: 'RED', value: 1, label: '红' },
      { key: 'GREEN', value: 2, label: '绿' },
    ]);
    expect(Color.values).toEqual([1, 2]);
  });

  it('labels known values and returns empty for unknown ones', () => {
    expect(Color.label(1)).toBe('红');
    expect(Color.label(3)).toBe('');
    expect(Color.label('1')).toBe('');
    expect(Color.label(null)).toBe('');
    expect(Color.label(undefined)).toBe('');
  });

  it('has() is a strict type guard', () => {
    expect(Color.has(2)).toBe(true);
    expect(Color.has(3)).toBe(false);
    expect(Color.has('2')).toBe(false);
    expect(Color.has(Number.NaN)).toBe(false);
    const x: unknown = 2;
    if (Color.has(x)) expectTypeOf(x).toEqualTypeOf<1 | 2>();
  });

  it('key() returns the constant name', () => {
    expect(Color.key(2)).toBe('GREEN');
    expect(Color.key(9)).toBeUndefined();
  });

  it('parse() accepts a numeric string for numeric enums only', () => {
    expect(Color.parse(1)).toBe(1);
    expect(Color.parse('2')).toBe(2);
    expect(Color.parse(' 2 ')).toBe(2);
    expect(Color.parse('3')).toBeUndefined();
    expect(Color.parse('2.0')).toBeUndefined();
    expect(Color.parse('')).toBeUndefined();
    expect(Color.parse(true)).toBeUndefined();
    expect(UrgeState.parse('-1')).toBe(-1);
    expect(LoginMethod.parse('code')).toBe('code');
    expect(LoginMethod.parse('CODE')).toBeUndefined();
  });

  it('is frozen', () => {
    expect(Object.isFrozen(Color)).toBe(true);
    expect(Object.isFrozen(Color.items)).toBe(true);
    expect(Object.isFrozen(Color.items[0])).toBe(true);
    expect(() => {
      (Color as { RED: number }).RED = 5;
    }).toThrow(TypeError);
  });

  it('rejects duplicate values and non-UPPER_SNAKE keys at run time', () => {
    expect(() =>
      defineEnum({
        A: { value: 1, label: 'a' },
        B: { value: 1, label: 'b' },
      }),
    ).toThrow(/duplicate/);
    expect(() =>
      // @ts-expect-error lower-case keys would clash with the methods
      defineEnum({ label: { value: 1, label: 'x' } }),
    ).toThrow(/UPPER_SNAKE/);
  });
});

describe('catalogue', () => {
  const enums = Object.entries(catalogue as Record<string, unknown>).filter(
    (entry): entry is [string, EnumMethods<string, number | string>] =>
      typeof entry[1] === 'object' && entry[1] !== null && 'items' in entry[1],
  );

  it('contains every enumeration', () => {
    expect(enums.map(([name]) => name).sort()).toEqual(
      [
        'TenderMode', 'ProjectNode', 'Sex', 'QuotationType', 'TenderResponseType', 'BidderGoodsType', 'InvoiceType',
        'ExpertChooseType', 'QuestionResultType', 'FailedBidNoticeType', 'OperateType', 'ExpertApplyState',
        'FinanceGoodsType', 'FeeCheckType', 'FeeCheckMatter', 'ComponentMode', 'ReviewResult', 'UrgeState',
        'ArchiveState', 'ExpertCheckState', 'BidderOrgState', 'ChooseCheckState', 'ChooseAgree', 'ProcessState',
        'TransferCheck', 'FinanceOrderState', 'UserState', 'RoleState', 'DataScope', 'MenuType', 'YesNo',
        'ApprovalBusinessType', 'ApproverType', 'ApprovalRule', 'LoginMethod', 'SmsPurpose', 'FileCategory',
      ].sort(),
    );
  });

  it('gives every item a non-empty Chinese label and a unique value', () => {
    for (const [name, e] of enums) {
      expect(e.items.length, name).toBeGreaterThan(0);
      expect(new Set(e.values).size, name).toBe(e.values.length);
      expect(new Set(e.items.map((i) => i.label)).size, `${name} labels`).toBe(e.items.length);
      for (const item of e.items) {
        expect(item.label, `${name}.${item.key}`).toMatch(/[\u4e00-\u9fff]/);
        expect((e as unknown as Record<string, unknown>)[item.key]).toBe(item.value);
      }
    }
  });
});

describe('spec values', () => {
  it('TenderMode', () => {
    const t: TenderModeValue = TenderMode.OPEN;
    expect(t).toBe(1);
    expect(TenderMode.values).toEqual([1, 2, 3, 4, 5, 6, 8, 9, 10, 13, 16]);
    expect(TenderMode.label(1)).toBe('公开招标');
    expect(TenderMode.label(2)).toBe('邀请招标');
    expect(TenderMode.label(4)).toBe('单一来源');
    expect(TenderMode.label(10)).toBe('询比采购');
    expect(TenderMode.has(7)).toBe(false);
  });

  it('ProjectNode N02..N20', () => {
    expect(ProjectNode.values).toEqual(
      Array.from({ length: 19 }, (_, i) => `N${String(i + 2).padStart(2, '0')}`),
    );
    expect(ProjectNode.label('N02')).toBe('招标项目');
    expect(ProjectNode.label('N12')).toBe('专家抽取');
    expect(ProjectNode.label('N20')).toBe('项目归档');
    expect(ProjectNode.N05).toBe('N05');
  });

  it('states', () => {
    expect(Sex.values).toEqual([1, 2]);
    expect(Sex.label(2)).toBe('女');
    expect(ComponentMode.values).toEqual([0, 1, 2, 3, 4]);
    expect(ReviewResult.label(0)).toBe('驳回');
    expect(ReviewResult.label(1)).toBe('通过');
    expect(ReviewResult.label(2)).toBe('审核中');
    expect(UrgeState.values).toEqual([-1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(ArchiveState.values).toEqual([-1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 19, 20]);
    expect(ChooseCheckState.values).toEqual([1, 5, 6, 7, 8, 9]);
    expect(catalogue.ExpertCheckState.values).toEqual([0, 1, 3, 4]);
    expect(catalogue.TransferCheck.values).toEqual([1, 3, 4]);
    expect(catalogue.FinanceOrderState.values).toEqual([1, 2, 3, 4]);
    expect(catalogue.ProcessState.values).toEqual([0, 1, 2, 3, 4, 5]);
    expect(catalogue.FeeCheckMatter.values).toEqual([1, 2, 3, 4, 5, 6]);
    expect(catalogue.ExpertChooseType.values).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('platform enumerations', () => {
    expect(UserState.ENABLED).toBe(1);
    expect(UserState.DISABLED).toBe(0);
    expect(YesNo.label(0)).toBe('否');
    expect(ApprovalBusinessType.PROJECT_REGISTRATION).toBe('project_registration');
    expect(ApprovalBusinessType.values).toHaveLength(20);
    for (const item of ApprovalBusinessType.items) expect(item.value).toBe(item.key.toLowerCase());
    expect(LoginMethod.values).toEqual(['password', 'code', 'logout', 'forget']);
    expect(FileCategory.label('avatar')).toBe('头像');
  });
});
