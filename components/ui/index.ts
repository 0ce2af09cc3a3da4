// The dashboard's primitives: import from "@/components/ui".
export { cn } from "./cn";
export { Button, buttonClasses, type ButtonProps, type ButtonVariant } from "./button";
export { Input, Textarea, Select } from "./input";
export { Field } from "./field";
export { Card, CardHeader, CardBody, StatCard } from "./card";
export { Table, THead, TBody, TR, TH, TD } from "./table";
export { Badge, type BadgeTone } from "./badge";
export { PageHeader } from "./page-header";
export { EmptyState } from "./empty-state";
export { QueryState } from "./query-state";
export { Skeleton, TableSkeleton, Spinner } from "./skeleton";
export { Dialog, ConfirmDialog } from "./dialog";
export { ToastProvider, useToast } from "./toast";
export { CopyButton } from "./copy-button";
export { IconButton, type IconName } from "./icon-button";
export { Pager } from "./pager";
export { ExportControl } from "./export-control";
export { RowLink } from "./row-link";
