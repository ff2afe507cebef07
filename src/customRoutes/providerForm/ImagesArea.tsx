// The image area of the form: png, jpg or webp chosen from the computer, each previewed with a
// button to remove it; more than 5 and a message asks to remove the extra ones (the form is not
// sent until then). The files are uploaded on submit.
import { useEffect, useRef } from 'react';
import { useInput, useNotify } from 'react-admin';
import {
  IMAGE_TYPES,
  MAX_IMAGES,
  acceptsImageType,
  imageLimitMessage,
} from '../../domain/providerForm/images';
import { PhotoEditor } from '../../layout/photos/PhotoEditor';
import { FormSection } from './FormSection';

/** An image chosen, not uploaded yet: the file and its preview (an object URL). */
export interface ImagePick {
  key: string;
  file: File;
  preview: string;
}

const validateImages = (value: ImagePick[] | undefined) => imageLimitMessage(value?.length ?? 0);
const NO_IMAGES: ImagePick[] = [];
let picks = 0;

export const ImagesArea = () => {
  const notify = useNotify();
  const { field } = useInput<ImagePick[]>({
    source: 'images',
    defaultValue: NO_IMAGES,
    validate: validateImages,
  });
  const images: ImagePick[] = field.value ?? NO_IMAGES;
  const current = useRef(images);
  current.current = images;
  // The previews' object URLs are released when the form goes (after a submit, or leaving).
  useEffect(() => () => current.current.forEach((image) => URL.revokeObjectURL(image.preview)), []);

  const add = (files: File[]) => {
    const refused = files.filter((file) => !acceptsImageType(file.type));
    if (refused.length) {
      notify(`Solo se admiten imágenes PNG, JPG o WebP: ${refused.map((f) => f.name).join(', ')}`, {
        type: 'warning',
      });
    }
    const added = files
      .filter((file) => acceptsImageType(file.type))
      .map((file) => ({ key: `imagen-${++picks}`, file, preview: URL.createObjectURL(file) }));
    if (added.length) field.onChange([...images, ...added]);
  };

  const remove = (key: string) => {
    const image = images.find((i) => i.key === key);
    if (image) URL.revokeObjectURL(image.preview);
    field.onChange(images.filter((i) => i.key !== key));
  };

  const tooMany = imageLimitMessage(images.length);
  return (
    <FormSection title="Imágenes">
      <PhotoEditor
        upload={{
          label: 'Añadir imágenes',
          inputLabel: 'Añadir imágenes',
          accept: IMAGE_TYPES.join(','),
          multiple: true,
          icon: 'add',
          onFiles: add,
        }}
        hint={`Hasta ${MAX_IMAGES} imágenes PNG, JPG o WebP · Campo opcional`}
        notices={tooMany ? [{ severity: 'error', text: tooMany }] : []}
        word="Imagen"
        photos={images.map((image) => ({
          key: image.key,
          name: image.file.name,
          src: image.preview,
          size: image.file.size,
          main: false,
        }))}
        layout={{ kind: 'grid', listLabel: 'Imágenes elegidas', ordered: false }}
        controls={{
          // Each reads 'Eliminar imagen 2', after the editor's word.
          remove: { onRemove: (image) => remove(image.key) },
        }}
      />
    </FormSection>
  );
};
