import { useState } from 'react';
import { App, Button, Flex, Upload } from 'antd';
import { uploadBlogImage } from '../../api/blogPosts';
import { problemMessage } from '../../forms/fieldErrors';
import { PHOTO_TYPES } from '../CarForm/CarPhotos';

interface CoverImageInputProps {
  value?: string | null;
  onChange?: (url: string | null) => void;
}

/** The post's cover: uploaded at once (the form keeps its URL), replaced or removed. */
export function CoverImageInput({ value, onChange }: CoverImageInputProps) {
  const { message } = App.useApp();
  const [uploading, setUploading] = useState(false);

  const upload = (
    <Upload
      accept={PHOTO_TYPES}
      showUploadList={false}
      beforeUpload={(file) => {
        setUploading(true);
        uploadBlogImage(file)
          .then((image) => onChange?.(image.url))
          .catch((error: unknown) => message.error(problemMessage(error)))
          .finally(() => setUploading(false));
        return false;
      }}
    >
      <Button loading={uploading}>{value ? 'Replace' : 'Upload a cover image'}</Button>
    </Upload>
  );

  return (
    <Flex vertical gap={8}>
      {value && <img className="cover-input__image" src={value} alt="The post’s cover" />}
      <Flex gap={8} wrap>
        {upload}
        {value && (
          <Button danger type="text" onClick={() => onChange?.(null)}>
            Remove
          </Button>
        )}
      </Flex>
    </Flex>
  );
}
