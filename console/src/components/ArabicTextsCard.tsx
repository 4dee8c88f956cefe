/**
 * A company's free texts in Arabic (issue #21): the Arabic site shows them where written, else
 * the text as written in English. Typed right to left (`dir="rtl"`, `lang="ar"`) whatever the
 * console's own direction, each with the English field's limit.
 */
import { Card, Col, Form, Input, Row } from 'antd';

interface ArabicField {
  /** The form's field (`titleAr`, `descriptionAr`). */
  name: string;
  maxLength: number;
  placeholder?: string;
}

export function ArabicTextsCard({
  title,
  description,
  heading = 'In Arabic (optional)',
  titleLabel = 'Title in Arabic',
  descriptionLabel = 'Description in Arabic',
  extra = 'Shown on the Arabic site; where empty, it shows the English text as you wrote it.',
}: {
  title?: ArabicField;
  description: ArabicField;
  heading?: string;
  titleLabel?: string;
  descriptionLabel?: string;
  extra?: string;
}) {
  return (
    <Card title={heading} className="arabic-texts">
      <Row gutter={16}>
        {title && (
          <Col xs={24} md={12}>
            <Form.Item name={title.name} label={titleLabel}>
              <Input
                dir="rtl"
                lang="ar"
                maxLength={title.maxLength}
                placeholder={title.placeholder}
              />
            </Form.Item>
          </Col>
        )}
        <Col span={24}>
          <Form.Item name={description.name} label={descriptionLabel} extra={extra}>
            <Input.TextArea
              dir="rtl"
              lang="ar"
              rows={4}
              maxLength={description.maxLength}
              showCount
              placeholder={description.placeholder}
            />
          </Form.Item>
        </Col>
      </Row>
    </Card>
  );
}
