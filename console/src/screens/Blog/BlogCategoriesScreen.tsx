import { useMemo, useState } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import {
  App,
  Alert,
  Button,
  Card,
  Col,
  Form,
  Input,
  Modal,
  Row,
  Select,
  Space,
  Typography,
} from 'antd';
import { ApiRequestError } from '@core/http/apiError';
import {
  BLOG_LIMITS,
  categoryInputSchema,
  categoryPatchSchema,
  type BlogCategoryWithCount,
} from '@core/schemas/blog';
import {
  useBlogCategories,
  useCreateBlogCategory,
  useDeleteBlogCategory,
  useEditBlogCategory,
} from '../../api/blogAdmin';
import { DataTable } from '../../components/DataTable';
import { categoryInput, categoryPatch, type CategoryValues } from '../../forms/blogAdminForms';
import { problemMessage } from '../../forms/fieldErrors';
import { useSchemaForm } from '../../forms/useSchemaForm';
import './blogAdmin.css';

const column = createColumnHelper<BlogCategoryWithCount>();

/** The fields of a category, for the new one and the edit dialog. */
function CategoryFields({ autoFocus }: { autoFocus?: boolean }) {
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item name="name" label="Name" required>
          <Input maxLength={BLOG_LIMITS.categoryName} autoFocus={autoFocus} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="slug"
          label="Slug"
          extra="In the address: /blog/category/<slug>. Left empty, it is made from the name."
        >
          <Input maxLength={BLOG_LIMITS.slug} placeholder="e.g. road-trips" />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="description" label="Description">
          <Input.TextArea rows={2} maxLength={BLOG_LIMITS.categoryDescription} showCount />
        </Form.Item>
      </Col>
      {/* The Arabic blog's texts; left empty, it shows the name as written and no description. */}
      <Col xs={24} md={12}>
        <Form.Item name="nameAr" label="Name in Arabic" extra="On the Arabic blog (/ar/blog).">
          <Input maxLength={BLOG_LIMITS.categoryName} dir="rtl" lang="ar" />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="descriptionAr" label="Description in Arabic">
          <Input.TextArea
            rows={2}
            maxLength={BLOG_LIMITS.categoryDescription}
            showCount
            dir="rtl"
            lang="ar"
          />
        </Form.Item>
      </Col>
    </Row>
  );
}

function NewCategory() {
  const { message } = App.useApp();
  const create = useCreateBlogCategory();
  const { form, submit } = useSchemaForm(
    categoryInputSchema,
    (input) =>
      create
        .mutateAsync(input)
        .then((category) => void message.success(`Created: ${category.name}`)),
    { toInput: categoryInput },
  );
  return (
    <Card title="New category">
      <Form<CategoryValues>
        form={form}
        name="newCategory"
        layout="vertical"
        onFinish={async (values) => {
          if (await submit(values)) form.resetFields();
        }}
        disabled={create.isPending}
      >
        <CategoryFields />
        <Button type="primary" htmlType="submit" loading={create.isPending}>
          Create category
        </Button>
      </Form>
    </Card>
  );
}

/**
 * Rename, re-slug, describe. A new slug changes the category's address on the site. Keyed by
 * the category, so each opening starts a fresh form with its values.
 */
function EditCategoryModal({
  category,
  onClose,
}: {
  category: BlogCategoryWithCount | null;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const edit = useEditBlogCategory();
  const { form, submit } = useSchemaForm(
    categoryPatchSchema,
    (patch) =>
      Object.keys(patch).length === 0
        ? Promise.resolve()
        : edit
            .mutateAsync({ id: category!.id, patch })
            .then((saved) => void message.success(`Saved: ${saved.name}`)),
    { toInput: (values: CategoryValues) => categoryPatch(values, category!) },
  );
  return (
    <Modal
      open={category !== null}
      title={`Edit category${category ? `: ${category.name}` : ''}`}
      okText="Save"
      confirmLoading={edit.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {/* Named: its fields' ids must differ from the new category form's on the same page. */}
      <Form<CategoryValues>
        form={form}
        name="editCategory"
        layout="vertical"
        initialValues={category ?? undefined}
        onFinish={async (values) => {
          if (await submit(values)) onClose();
        }}
      >
        <CategoryFields autoFocus />
        {category && category.postCount > 0 && (
          <Typography.Text type="secondary">
            A new slug changes the address of this category&apos;s list; its posts keep theirs.
          </Typography.Text>
        )}
      </Form>
    </Modal>
  );
}

interface Reassignment {
  category: BlogCategoryWithCount;
  /** The server's 409: how many posts the category has. */
  problem: string;
}

/** The category still has posts: they move to another category, chosen here, before it goes. */
function ReassignModal({
  reassignment,
  categories,
  onClose,
}: {
  reassignment: Reassignment | null;
  categories: readonly BlogCategoryWithCount[];
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const remove = useDeleteBlogCategory();
  const [target, setTarget] = useState<number>();
  const others = categories.filter((c) => c.id !== reassignment?.category.id);
  const confirm = () => {
    if (!reassignment || target === undefined) return;
    const moveTo = others.find((c) => c.id === target)!;
    remove.mutate(
      { id: reassignment.category.id, reassignTo: target },
      {
        onSuccess: () => {
          message.success(`Deleted ${reassignment.category.name}; its posts are in ${moveTo.name}`);
          onClose();
        },
        onError: (error) => message.error(problemMessage(error)),
      },
    );
  };
  return (
    <Modal
      open={reassignment !== null}
      title={`Delete ${reassignment?.category.name ?? 'category'}`}
      okText="Move posts and delete"
      okButtonProps={{ danger: true, disabled: target === undefined }}
      confirmLoading={remove.isPending}
      onOk={confirm}
      onCancel={onClose}
      destroyOnHidden
    >
      <Space orientation="vertical" size="middle" className="screen">
        <Alert type="warning" showIcon title={reassignment?.problem} />
        {others.length ? (
          <label className="blog-field">
            <span>Move its posts to</span>
            <Select
              aria-label="Move its posts to"
              placeholder="Choose a category"
              value={target}
              onChange={setTarget}
              options={others.map((c) => ({ value: c.id, label: c.name }))}
            />
          </label>
        ) : (
          <Typography.Text>
            There is no other category to move them to: create one first.
          </Typography.Text>
        )}
      </Space>
    </Modal>
  );
}

/** /admin/blog/categories: the blog's categories with their posts, created, edited, deleted. */
export default function BlogCategoriesScreen() {
  const { message, modal } = App.useApp();
  const categories = useBlogCategories();
  const remove = useDeleteBlogCategory();
  const [editing, setEditing] = useState<BlogCategoryWithCount | null>(null);
  const [reassignment, setReassignment] = useState<Reassignment | null>(null);

  // Always asked first without moving anything: a category with posts answers 409, and the
  // admin then chooses where its posts go. Nothing is deleted silently.
  const askToDelete = (category: BlogCategoryWithCount) =>
    modal.confirm({
      title: `Delete the category ${category.name}?`,
      content: 'Its list on the blog stops working.',
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: () =>
        remove.mutateAsync({ id: category.id }).then(
          () => message.success(`Deleted: ${category.name}`),
          (error) => {
            if (error instanceof ApiRequestError && error.status === 409) {
              setReassignment({ category, problem: problemMessage(error) });
            } else {
              message.error(problemMessage(error));
            }
          },
        ),
    });

  const columns = useMemo(
    () => [
      column.accessor('name', {
        header: 'Name',
        // Its Arabic name under it, so a category the Arabic blog names as written shows.
        cell: ({ row: { original: category } }) => (
          <>
            <Typography.Text strong>{category.name}</Typography.Text>
            {category.nameAr && (
              <Typography.Text type="secondary" dir="rtl" lang="ar" className="category-name-ar">
                {category.nameAr}
              </Typography.Text>
            )}
          </>
        ),
        meta: { nowrap: true },
      }),
      column.accessor('slug', {
        header: 'Slug',
        cell: (info) => <Typography.Text code>{info.getValue()}</Typography.Text>,
        meta: { nowrap: true },
      }),
      column.accessor('description', {
        header: 'Description',
        cell: (info) => <span className="blog-description">{info.getValue() ?? '—'}</span>,
        meta: { hideOnPhone: true },
      }),
      column.accessor('postCount', { header: 'Posts', meta: { align: 'end' } }),
      column.display({
        id: 'actions',
        header: '',
        meta: { align: 'end', nowrap: true },
        cell: ({ row: { original: category } }) => (
          <Space size={4}>
            <Button size="small" onClick={() => setEditing(category)}>
              Edit
            </Button>
            <Button size="small" danger onClick={() => askToDelete(category)}>
              Delete
            </Button>
          </Space>
        ),
      }),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [remove.mutateAsync],
  );

  return (
    <Space orientation="vertical" size="middle" className="screen">
      <DataTable
        aria-label="Blog categories"
        columns={columns}
        data={categories.data ?? []}
        rowId={(category) => category.id}
        loading={categories.isFetching}
        error={categories.error}
        empty={<Typography.Text type="secondary">No categories yet.</Typography.Text>}
      />
      <NewCategory />
      <EditCategoryModal key={editing?.id} category={editing} onClose={() => setEditing(null)} />
      <ReassignModal
        key={reassignment?.category.id}
        reassignment={reassignment}
        categories={categories.data ?? []}
        onClose={() => setReassignment(null)}
      />
    </Space>
  );
}
