/**
 * The one enumeration catalogue. Server (validation, storage) and web (selects,
 * tags, tables) both read codes and Chinese labels from here, so a code never
 * means two things in two places.
 *
 * Codes marked "spec" are fixed by the product spec §3/§4 and must not change;
 * the rest are ours (platform features the spec leaves open).
 *
 * Usage:
 *   TenderMode.OPEN                 // 1 (typed as the literal 1)
 *   TenderMode.label(1)             // '公开招标'; '' for an unknown code
 *   TenderMode.has(x)               // type guard: x is TenderModeValue
 *   TenderMode.parse('1')           // 1 — accepts the code or its string form (query strings)
 *   TenderMode.items                // [{ key: 'OPEN', value: 1, label: '公开招标' }, ...] in declaration order
 *   TenderMode.values               // [1, 2, 3, ...]
 *   type TenderModeValue = EnumValue<typeof TenderMode>;
 */

export type EnumItem<V extends number | string = number> = { readonly value: V; readonly label: string };

/** An item as listed in `.items`: the definition plus its constant name. */
export type EnumEntry<K extends string = string, V extends number | string = number | string> = EnumItem<V> & {
  readonly key: K;
};

type EnumDefs = { readonly [key: string]: EnumItem<number | string> };

type KeyOf<D extends EnumDefs> = keyof D & string;
type ValueOf<D extends EnumDefs> = D[KeyOf<D>]['value'];

export type EnumMethods<K extends string, V extends number | string> = {
  /** Items in declaration order — ready for a select's options. */
  readonly items: readonly EnumEntry<K, V>[];
  /** Codes in declaration order — ready for a validator's allowed list. */
  readonly values: readonly V[];
  /** Chinese label of a code; '' when the code is unknown (never throws on bad data). */
  readonly label: (value: unknown) => string;
  /** Type guard; strict: the string '1' is not the code 1 (use `parse` for that). */
  readonly has: (value: unknown) => value is V;
  /** Constant name of a code, e.g. 'OPEN'; undefined when unknown. */
  readonly key: (value: unknown) => K | undefined;
  /** Code from a code or its string form ('1', ' -1 '); undefined when not a member. */
  readonly parse: (value: unknown) => V | undefined;
};

export type Enum<D extends EnumDefs> = { readonly [K in KeyOf<D>]: D[K]['value'] } & EnumMethods<KeyOf<D>, ValueOf<D>>;

/** Union of the codes of an enumeration: `EnumValue<typeof TenderMode>` is `1 | 2 | ... | 16`. */
export type EnumValue<E> = E extends { readonly values: readonly (infer V)[] } ? V : never;
/** Union of the constant names of an enumeration. */
export type EnumKey<E> = E extends { readonly items: readonly EnumEntry<infer K, number | string>[] } ? K : never;

// Keys must be UPPER_SNAKE; that alone keeps them clear of the lower-case method
// names (items, values, label, has, key, parse), checked again at run time.
type UpperKeys<D extends EnumDefs> = { readonly [K in keyof D]: K extends Uppercase<K & string> ? D[K] : never };

const KEY_PATTERN = /^[A-Z][A-Z0-9_]*$/;

export function defineEnum<const D extends EnumDefs>(defs: D & UpperKeys<D>): Enum<D> {
  type K = KeyOf<D>;
  type V = ValueOf<D>;
  const items: EnumEntry<K, V>[] = [];
  const byValue = new Map<number | string, EnumEntry<K, V>>();
  const constants: Record<string, number | string> = {};

  for (const key of Object.keys(defs) as K[]) {
    const def = defs[key];
    if (!KEY_PATTERN.test(key)) throw new Error(`enum key must be UPPER_SNAKE: ${key}`);
    if (byValue.has(def.value)) throw new Error(`duplicate enum value ${String(def.value)} at ${key}`);
    const entry: EnumEntry<K, V> = Object.freeze({ key, value: def.value as V, label: def.label });
    items.push(entry);
    byValue.set(def.value, entry);
    constants[key] = def.value;
  }

  const numeric = items.every((item) => typeof item.value === 'number');
  // Map lookups use SameValueZero, so '1' never matches 1 and NaN never matches.
  const find = (value: unknown): EnumEntry<K, V> | undefined =>
    typeof value === 'number' || typeof value === 'string' ? byValue.get(value) : undefined;

  const methods: EnumMethods<K, V> = {
    items: Object.freeze(items),
    values: Object.freeze(items.map((item) => item.value)),
    label: (value) => find(value)?.label ?? '',
    has: (value): value is V => find(value) !== undefined,
    key: (value) => find(value)?.key,
    parse: (value) => {
      const direct = find(value);
      if (direct) return direct.value;
      // Query strings and form fields carry numeric codes as text.
      if (numeric && typeof value === 'string' && /^\s*-?\d+\s*$/.test(value)) return find(Number(value))?.value;
      return undefined;
    },
  };

  return Object.freeze({ ...constants, ...methods }) as Enum<D>;
}

// ---------------------------------------------------------------------------
// Spec §3: enumerations
// ---------------------------------------------------------------------------

/** 招标方式 (spec). 13 and 16 are variants the spec does not explain; the labels keep them apart without inventing a meaning. */
export const TenderMode = defineEnum({
  OPEN: { value: 1, label: '公开招标' },
  INVITED: { value: 2, label: '邀请招标' },
  COMPETITIVE_NEGOTIATION: { value: 3, label: '竞争性谈判' },
  SINGLE_SOURCE: { value: 4, label: '单一来源' },
  PRICE_INQUIRY: { value: 5, label: '询价' },
  COMPETITIVE_CONSULTATION: { value: 6, label: '竞争性磋商' },
  OPEN_SELECTION: { value: 8, label: '公开比选' },
  COMPETITIVE_SELECTION: { value: 9, label: '竞争性比选' },
  INQUIRY_COMPARISON: { value: 10, label: '询比采购' },
  COMPETITIVE_NEGOTIATION_VARIANT: { value: 13, label: '竞争性谈判（其他）' },
  COMPETITIVE_CONSULTATION_VARIANT: { value: 16, label: '竞争性磋商（其他）' },
});
export type TenderModeValue = EnumValue<typeof TenderMode>;

/** 项目流程节点 (spec codes, labels from domain §3.1). */
export const ProjectNode = defineEnum({
  N02: { value: 'N02', label: '招标项目' },
  N03: { value: 'N03', label: '代理合同' },
  N04: { value: 'N04', label: '文件论证' },
  N05: { value: 'N05', label: '招标公告' },
  N06: { value: 'N06', label: '公告变更' },
  N07: { value: 'N07', label: '投标邀请' },
  N08: { value: 'N08', label: '邀请变更' },
  N09: { value: 'N09', label: '投标人报名' },
  N10: { value: 'N10', label: '招标文件' },
  N11: { value: 'N11', label: '招标文件变更' },
  N12: { value: 'N12', label: '专家抽取' },
  N13: { value: 'N13', label: '评标' },
  N14: { value: 'N14', label: '中标候选人公示' },
  N15: { value: 'N15', label: '结果公示' },
  N16: { value: 'N16', label: '中标通知书' },
  N17: { value: 'N17', label: '保证金退还审批' },
  N18: { value: 'N18', label: '流标/废标' },
  N19: { value: 'N19', label: '质疑/投诉/澄清' },
  N20: { value: 'N20', label: '项目归档' },
});
export type ProjectNodeValue = EnumValue<typeof ProjectNode>;

/** 性别 (spec). */
export const Sex = defineEnum({
  MALE: { value: 1, label: '男' },
  FEMALE: { value: 2, label: '女' },
});
export type SexValue = EnumValue<typeof Sex>;

/** 投标人报价方式 (spec). */
export const QuotationType = defineEnum({
  AMOUNT: { value: 1, label: '金额' },
  MARKUP_RATE: { value: 2, label: '上浮率' },
  DISCOUNT_RATE: { value: 3, label: '下浮率' },
  NO_QUOTE: { value: 4, label: '不报价' },
});
export type QuotationTypeValue = EnumValue<typeof QuotationType>;

/** 投标响应项类型 (spec). */
export const TenderResponseType = defineEnum({
  TEXT: { value: 1, label: '文本' },
  NUMBER: { value: 2, label: '数值/金额' },
  FILE: { value: 3, label: '文件上传' },
});
export type TenderResponseTypeValue = EnumValue<typeof TenderResponseType>;

/** 投标人缴费类型 (spec). */
export const BidderGoodsType = defineEnum({
  DOCUMENT_FEE: { value: 1, label: '标书费' },
  BID_DEPOSIT: { value: 2, label: '投标保证金' },
  AGENCY_FEE: { value: 3, label: '代理服务费' },
});
export type BidderGoodsTypeValue = EnumValue<typeof BidderGoodsType>;

/** 发票类型 (spec). */
export const InvoiceType = defineEnum({
  ORDINARY: { value: 1, label: '增值税普通发票' },
  SPECIAL: { value: 2, label: '增值税专用发票' },
});
export type InvoiceTypeValue = EnumValue<typeof InvoiceType>;

/** 专家抽取类型 (spec). */
export const ExpertChooseType = defineEnum({
  PRE_CONSULTATION: { value: 1, label: '前期咨询' },
  DOCUMENT_DEMONSTRATION: { value: 2, label: '文件论证' },
  EVALUATION: { value: 3, label: '评标' },
  RE_REVIEW: { value: 4, label: '复评' },
  OTHER: { value: 5, label: '其他' },
  NO_REVIEW: { value: 6, label: '非评审' },
});
export type ExpertChooseTypeValue = EnumValue<typeof ExpertChooseType>;

/** 质疑/投诉/澄清类型 (spec). */
export const QuestionResultType = defineEnum({
  ACTIVE_CLARIFICATION: { value: 1, label: '主动澄清' },
  QUERY_REPLY: { value: 2, label: '质疑答复' },
  COMPLAINT: { value: 3, label: '投诉' },
});
export type QuestionResultTypeValue = EnumValue<typeof QuestionResultType>;

/** 流标/废标公告类型 (spec). */
export const FailedBidNoticeType = defineEnum({
  FAILED: { value: 1, label: '流标' },
  CANCELLED: { value: 2, label: '废标' },
  TERMINATED: { value: 3, label: '终止' },
  SUSPENDED: { value: 4, label: '中止' },
});
export type FailedBidNoticeTypeValue = EnumValue<typeof FailedBidNoticeType>;

/** 论证/操作事项类型 (spec). */
export const OperateType = defineEnum({
  SINGLE_SOURCE: { value: 1, label: '单一来源' },
  PREQUALIFICATION_FILE: { value: 2, label: '资格预审文件' },
  TENDER_FILE: { value: 3, label: '招标文件' },
  IMPORTED_PRODUCT: { value: 4, label: '进口产品' },
  PRICE: { value: 5, label: '价格' },
});
export type OperateTypeValue = EnumValue<typeof OperateType>;

/** 专家申请类型 (spec). */
export const ExpertApplyState = defineEnum({
  ENTER_POOL: { value: 1, label: '入库申请' },
  MODIFY: { value: 2, label: '信息变更' },
});
export type ExpertApplyStateValue = EnumValue<typeof ExpertApplyState>;

/** 财务订单商品类型 (spec). */
export const FinanceGoodsType = defineEnum({
  DOCUMENT_FEE: { value: 1, label: '标书/图纸费' },
  DEPOSIT: { value: 2, label: '保证金' },
  AGENCY_FEE: { value: 3, label: '代理服务费' },
});
export type FinanceGoodsTypeValue = EnumValue<typeof FinanceGoodsType>;

/** 费用审核对象 (spec). */
export const FeeCheckType = defineEnum({
  UNSUCCESSFUL_BIDDER: { value: 1, label: '未中标人' },
  WINNING_BIDDER: { value: 2, label: '中标人' },
  EXPERT: { value: 3, label: '专家' },
  BIDDER: { value: 4, label: '投标人' },
});
export type FeeCheckTypeValue = EnumValue<typeof FeeCheckType>;

/** 费用审核事项 (spec). */
export const FeeCheckMatter = defineEnum({
  DEPOSIT_REFUND_APPROVAL: { value: 1, label: '保证金退还审批' },
  REFUND_CONFIRMATION: { value: 2, label: '退款确认' },
  EXPERT_FEE_APPLICATION: { value: 3, label: '专家费申请' },
  AGENCY_FEE_REVIEW: { value: 4, label: '代理服务费金额审核' },
  DOCUMENT_FEE_REVIEW: { value: 5, label: '标书费金额审核' },
  DEPOSIT_AMOUNT_REVIEW: { value: 6, label: '保证金金额审核' },
});
export type FeeCheckMatterValue = EnumValue<typeof FeeCheckMatter>;

/** 表单组件模式 (spec). */
export const ComponentMode = defineEnum({
  ADD: { value: 0, label: '新增' },
  EDIT: { value: 1, label: '编辑' },
  SUBMIT: { value: 2, label: '提交' },
  DETAIL: { value: 3, label: '详情' },
  REVIEW: { value: 4, label: '审核' },
});
export type ComponentModeValue = EnumValue<typeof ComponentMode>;

// ---------------------------------------------------------------------------
// Spec §4: states
// ---------------------------------------------------------------------------

/** 审核结果 cq check (spec). */
export const ReviewResult = defineEnum({
  REJECTED: { value: 0, label: '驳回' },
  PASSED: { value: 1, label: '通过' },
  REVIEWING: { value: 2, label: '审核中' },
});
export type ReviewResultValue = EnumValue<typeof ReviewResult>;

/** 节点/抽取申请状态 urge state (spec); also the state of an extraction request (domain §6.3). */
export const UrgeState = defineEnum({
  NOT_STARTED: { value: -1, label: '未开始' },
  DRAFT: { value: 0, label: '草稿' },
  FINISHED: { value: 1, label: '已完成' },
  IN_PROGRESS: { value: 2, label: '进行中' },
  UNDER_REVIEW: { value: 3, label: '审核中' },
  REJECTED: { value: 4, label: '已驳回' },
  AWAITING_EXTRACTION: { value: 5, label: '待后台抽取' },
  EXTRACTING: { value: 6, label: '抽取中' },
  INCOMPLETE: { value: 7, label: '抽取不足' },
  VOIDED: { value: 8, label: '已作废' },
  VOIDING_REVIEW: { value: 9, label: '作废待审核' },
});
export type UrgeStateValue = EnumValue<typeof UrgeState>;

/** 档案状态 (spec). */
export const ArchiveState = defineEnum({
  SUPPLEMENT: { value: -1, label: '资料补充' },
  DRAFT: { value: 0, label: '草稿' },
  ARCHIVED: { value: 1, label: '已归档' },
  DELETED: { value: 2, label: '已删除' },
  LEVEL_1_PENDING: { value: 3, label: '待一级审核' },
  LEVEL_1_REJECTED: { value: 4, label: '一级审核驳回' },
  LEVEL_2_PENDING: { value: 5, label: '待二级审核' },
  LEVEL_2_REJECTED: { value: 6, label: '二级审核驳回' },
  LEVEL_3_PENDING: { value: 7, label: '待三级审核' },
  LEVEL_3_REJECTED: { value: 8, label: '三级审核驳回' },
  ABNORMAL_STOP: { value: 9, label: '异常终止' },
  ABNORMAL_ARCHIVE: { value: 10, label: '异常归档' },
  GENERATING_LIST: { value: 19, label: '电子存储清单生成中' },
  GENERATION_FAILED: { value: 20, label: '电子存储清单生成失败' },
});
export type ArchiveStateValue = EnumValue<typeof ArchiveState>;

/** 专家申请审核状态 (spec). */
export const ExpertCheckState = defineEnum({
  DRAFT: { value: 0, label: '草稿' },
  FINISHED: { value: 1, label: '已完成' },
  UNDER_REVIEW: { value: 3, label: '审核中' },
  REJECTED: { value: 4, label: '已驳回' },
});
export type ExpertCheckStateValue = EnumValue<typeof ExpertCheckState>;

/** 投标人报名状态 (spec). */
export const BidderOrgState = defineEnum({
  GAVE_UP: { value: 0, label: '已放弃' },
  REGISTERED: { value: 1, label: '已报名' },
  REGISTERING: { value: 2, label: '报名中' },
});
export type BidderOrgStateValue = EnumValue<typeof BidderOrgState>;

/** 抽取结果状态 (spec); the approval before extraction uses UrgeState 0/3/4. */
export const ChooseCheckState = defineEnum({
  DONE: { value: 1, label: '抽取完成' },
  TO_BE_EXTRACTED: { value: 5, label: '待抽取' },
  EXTRACTING: { value: 6, label: '抽取中' },
  INCOMPLETE: { value: 7, label: '抽取不足' },
  VOIDED: { value: 8, label: '已作废' },
  VOIDING_REVIEW: { value: 9, label: '作废待审核' },
});
export type ChooseCheckStateValue = EnumValue<typeof ChooseCheckState>;

/** 专家是否参加 (spec). */
export const ChooseAgree = defineEnum({
  NO: { value: 0, label: '不参加' },
  YES: { value: 1, label: '参加' },
  ON_LEAVE: { value: 2, label: '请假' },
});
export type ChooseAgreeValue = EnumValue<typeof ChooseAgree>;

/** 项目状态 (spec). */
export const ProcessState = defineEnum({
  TEMP_SAVED: { value: 0, label: '暂存' },
  NORMAL: { value: 1, label: '正常' },
  DELETED: { value: 2, label: '已删除' },
  FINISHED: { value: 3, label: '已完成' },
  FAILED: { value: 4, label: '流标/废标/中止' },
  POSTPONED: { value: 5, label: '延期' },
});
export type ProcessStateValue = EnumValue<typeof ProcessState>;

/** 项目转移审核 (spec). */
export const TransferCheck = defineEnum({
  ACCEPTED: { value: 1, label: '已同意' },
  REQUESTED: { value: 3, label: '申请中' },
  REFUSED: { value: 4, label: '已拒绝' },
});
export type TransferCheckValue = EnumValue<typeof TransferCheck>;

/** 财务订单状态 (spec). */
export const FinanceOrderState = defineEnum({
  COMPLETED: { value: 1, label: '已完成' },
  AWAITING_PAYMENT: { value: 2, label: '待支付' },
  REFUNDED: { value: 3, label: '已退款' },
  REFUND_FAILED: { value: 4, label: '退款失败' },
});
export type FinanceOrderStateValue = EnumValue<typeof FinanceOrderState>;

// ---------------------------------------------------------------------------
// Platform enumerations (ours)
// ---------------------------------------------------------------------------

export const UserState = defineEnum({
  ENABLED: { value: 1, label: '启用' },
  DISABLED: { value: 0, label: '停用' },
});
export type UserStateValue = EnumValue<typeof UserState>;

export const RoleState = defineEnum({
  ENABLED: { value: 1, label: '启用' },
  DISABLED: { value: 0, label: '停用' },
});
export type RoleStateValue = EnumValue<typeof RoleState>;

/** 角色数据范围 (domain §1). */
export const DataScope = defineEnum({
  ALL: { value: 1, label: '全部数据' },
  DEPARTMENT: { value: 2, label: '本部门及下级' },
  SELF: { value: 3, label: '仅本人' },
});
export type DataScopeValue = EnumValue<typeof DataScope>;

export const MenuType = defineEnum({
  DIRECTORY: { value: 1, label: '目录' },
  MENU: { value: 2, label: '菜单' },
  BUTTON: { value: 3, label: '按钮' },
});
export type MenuTypeValue = EnumValue<typeof MenuType>;

export const YesNo = defineEnum({
  YES: { value: 1, label: '是' },
  NO: { value: 0, label: '否' },
});
export type YesNoValue = EnumValue<typeof YesNo>;

/** 审批业务类型 (domain §8). Stored as text so a flow row reads on its own. */
export const ApprovalBusinessType = defineEnum({
  PROJECT_REGISTRATION: { value: 'project_registration', label: '项目登记' },
  NOTICE: { value: 'notice', label: '招标公告' },
  NOTICE_CHANGE: { value: 'notice_change', label: '公告变更' },
  INVITATION: { value: 'invitation', label: '投标邀请' },
  INVITATION_CHANGE: { value: 'invitation_change', label: '邀请变更' },
  TENDER_DOCUMENT: { value: 'tender_document', label: '招标文件' },
  TENDER_DOCUMENT_CHANGE: { value: 'tender_document_change', label: '招标文件变更' },
  CANDIDATE_PUBLICITY: { value: 'candidate_publicity', label: '中标候选人公示' },
  RESULT_PUBLICITY: { value: 'result_publicity', label: '结果公示' },
  AWARD_NOTICE: { value: 'award_notice', label: '中标通知书' },
  FAILED_BID: { value: 'failed_bid', label: '流标/废标' },
  EXTRACTION_REQUEST: { value: 'extraction_request', label: '专家抽取申请' },
  EXTRACTION_VOID: { value: 'extraction_void', label: '抽取作废' },
  EXPERT_APPLICATION: { value: 'expert_application', label: '专家入库申请' },
  DEPOSIT_REFUND: { value: 'deposit_refund', label: '保证金退还' },
  FEE_REVIEW: { value: 'fee_review', label: '费用审核' },
  PROJECT_TRANSFER: { value: 'project_transfer', label: '项目转移' },
  ARCHIVE_LEVEL_1: { value: 'archive_level_1', label: '档案一级审核' },
  ARCHIVE_LEVEL_2: { value: 'archive_level_2', label: '档案二级审核' },
  ARCHIVE_LEVEL_3: { value: 'archive_level_3', label: '档案三级审核' },
});
export type ApprovalBusinessTypeValue = EnumValue<typeof ApprovalBusinessType>;

/** 审批人类型. */
export const ApproverType = defineEnum({
  ROLE: { value: 1, label: '角色' },
  USER: { value: 2, label: '指定用户' },
});
export type ApproverTypeValue = EnumValue<typeof ApproverType>;

/** 审批方式: any one approver or all of them. */
export const ApprovalRule = defineEnum({
  ANY: { value: 1, label: '任一人通过' },
  ALL: { value: 2, label: '全部通过' },
});
export type ApprovalRuleValue = EnumValue<typeof ApprovalRule>;

/** 登录日志的操作方式. */
export const LoginMethod = defineEnum({
  PASSWORD: { value: 'password', label: '密码登录' },
  CODE: { value: 'code', label: '验证码登录' },
  LOGOUT: { value: 'logout', label: '退出登录' },
  FORGET: { value: 'forget', label: '找回密码' },
});
export type LoginMethodValue = EnumValue<typeof LoginMethod>;

/** 短信验证码用途. */
export const SmsPurpose = defineEnum({
  LOGIN: { value: 'login', label: '登录' },
  RESET: { value: 'reset', label: '找回密码' },
});
export type SmsPurposeValue = EnumValue<typeof SmsPurpose>;

/** 上传文件分类. */
export const FileCategory = defineEnum({
  GENERAL: { value: 'general', label: '通用附件' },
  EXPERT: { value: 'expert', label: '专家资料' },
  AVATAR: { value: 'avatar', label: '头像' },
});
export type FileCategoryValue = EnumValue<typeof FileCategory>;
