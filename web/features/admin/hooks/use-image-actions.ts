import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useToast } from "../../../ui/toast.ts";
import { brandImagesQueryOptions } from "../../invite/api/brand-images.ts";
import { failureToast } from "../../../lib/failure.ts";
import { adminImagesQueryOptions, deleteImage, uploadImage } from "../api/images.ts";
import { say } from "../operations/i18n.ts";

// Both lists change: the admin's and the gallery members see on /invite.
function useRefreshImages() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminImagesQueryOptions().queryKey }),
      queryClient.invalidateQueries({ queryKey: brandImagesQueryOptions().queryKey }),
    ]);
}

export function useUploadImage() {
  const refresh = useRefreshImages();
  const { toast } = useToast();
  return useMutation({
    mutationFn: uploadImage,
    onSuccess: () => {
      toast({ title: say("images.uploaded"), variant: "success" });
      return refresh();
    },
    onError: (error) => toast(failureToast(say("images.uploadFailed"), error, say("common.tryAgain"))),
  });
}

export function useDeleteImage() {
  const refresh = useRefreshImages();
  const { toast } = useToast();
  return useMutation({
    mutationFn: deleteImage,
    onSuccess: () => {
      toast({ title: say("images.deleted"), variant: "success" });
      return refresh();
    },
    onError: (error) => toast(failureToast(say("images.deleteFailed"), error, say("common.tryAgain"))),
  });
}
