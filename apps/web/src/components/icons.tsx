import {
  AccountBookOutlined,
  ApartmentOutlined,
  AuditOutlined,
  BookOutlined,
  CalendarOutlined,
  ContainerOutlined,
  FileSearchOutlined,
  FolderOpenOutlined,
  FormOutlined,
  HistoryOutlined,
  IdcardOutlined,
  LoginOutlined,
  MenuOutlined,
  NodeIndexOutlined,
  OrderedListOutlined,
  ProjectOutlined,
  RollbackOutlined,
  SafetyCertificateOutlined,
  ScheduleOutlined,
  SettingOutlined,
  SolutionOutlined,
  SwapOutlined,
  TeamOutlined,
  ThunderboltOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

/** Icons named in the menu catalogue; imported one by one to keep the bundle small. */
const icons: Record<string, ComponentType> = {
  AccountBookOutlined,
  ApartmentOutlined,
  AuditOutlined,
  BookOutlined,
  CalendarOutlined,
  ContainerOutlined,
  FileSearchOutlined,
  FolderOpenOutlined,
  FormOutlined,
  HistoryOutlined,
  IdcardOutlined,
  LoginOutlined,
  MenuOutlined,
  NodeIndexOutlined,
  OrderedListOutlined,
  ProjectOutlined,
  RollbackOutlined,
  SafetyCertificateOutlined,
  ScheduleOutlined,
  SettingOutlined,
  SolutionOutlined,
  SwapOutlined,
  TeamOutlined,
  ThunderboltOutlined,
  UserOutlined,
};

export function MenuIcon({ name }: { name?: string | undefined }) {
  const Icon = name ? icons[name] : undefined;
  return Icon ? <Icon /> : null;
}
