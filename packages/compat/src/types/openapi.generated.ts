// (generated once from the client's list of model names, then edited by hand where compat declares a model itself)
// The `@hostbridge/compat/types/openapi` entry. The model types of the platform REST API under the
// names `@pitcher/js-api/types/openapi` gives them, so that deep type imports keep resolving after the
// import is swapped to compat. Written from the list of model names: each model is an open record (any
// field, any value) and each enum a string, except the records compat declares itself from the
// client's: the canvas, file and user records and their short references (types/clientContentRecords.ts,
// types/clientRecords.ts). Type-only: this entry has no run-time code.
/* eslint-disable @typescript-eslint/no-explicit-any -- the client types these as `any`; an app that type-checks against it must type-check here */
import type * as Client from "./clientContentRecords";
import type { OpenApiModel } from "./clientContentRecords";
import type {
  FilePermission as ClientFilePermission,
  MiniUser as ClientMiniUser,
  User as ClientUser,
} from "./clientRecords";

export type { OpenApiModel };

/** An enum of the platform REST API (its values are strings). */
export type AccessTypeEnum = string;
/** The platform model `Account`. */
export type Account = Client.Account;
/** The platform model `AccountRequest`. */
export type AccountRequest = OpenApiModel;
/** The platform model `App`. */
export type App = OpenApiModel;
/** The platform model `AppInstallationRequest`. */
export type AppInstallationRequest = OpenApiModel;
/** The platform model `AppOrganization`. */
export type AppOrganization = OpenApiModel;
/** The platform model `AppPublish`. */
export type AppPublish = OpenApiModel;
/** The platform model `AppRelease`. */
export type AppRelease = OpenApiModel;
/** The platform model `AppsDBEntry`. */
export type AppsDBEntry = OpenApiModel;
/** The platform model `AppsDBEntryRequest`. */
export type AppsDBEntryRequest = OpenApiModel;
/** An enum of the platform REST API (its values are strings). */
export type AppTypeEnum = string;
/** The platform model `AuthToken`. */
export type AuthToken = OpenApiModel;
/** The platform model `AuthTokenRequest`. */
export type AuthTokenRequest = OpenApiModel;
/** The platform model `BulkDeleteErrorDetail`. */
export type BulkDeleteErrorDetail = OpenApiModel;
/** The platform model `BulkDeleteMixedObjectsRequest`. */
export type BulkDeleteMixedObjectsRequest = OpenApiModel;
/** The platform model `BulkDeleteRequest`. */
export type BulkDeleteRequest = OpenApiModel;
/** The platform model `BulkDeleteResponse`. */
export type BulkDeleteResponse = OpenApiModel;
/** The platform model `BulkUpdateMetadata`. */
export type BulkUpdateMetadata = OpenApiModel;
/** An enum of the platform REST API (its values are strings). */
export type BulkUpdateMetadataOperationEnum = string;
/** The platform model `BulkUpdateMetadataRequest`. */
export type BulkUpdateMetadataRequest = OpenApiModel;
/** The platform model `BulkUpdateMetadataResult`. */
export type BulkUpdateMetadataResult = OpenApiModel;
/** The platform model `BulkUpdateTags`. */
export type BulkUpdateTags = OpenApiModel;
/** An enum of the platform REST API (its values are strings). */
export type BulkUpdateTagsOperationEnum = string;
/** The platform model `BulkUpdateTagsRequest`. */
export type BulkUpdateTagsRequest = OpenApiModel;
/** The platform model `BulkUpdateTagsResult`. */
export type BulkUpdateTagsResult = OpenApiModel;
/** The platform model `Canvas`. */
export type Canvas = Client.Canvas;
/** The platform model `CanvasCreate`. */
export type CanvasCreate = OpenApiModel;
/** The platform model `CanvasCreateRequest`. */
export type CanvasCreateRequest = OpenApiModel;
/** The platform model `CanvasRecommendedFile`. */
export type CanvasRecommendedFile = OpenApiModel;
/** The platform model `CanvasRecommendedFiles`. */
export type CanvasRecommendedFiles = OpenApiModel;
/** The platform model `CanvasRetrieve`. */
export type CanvasRetrieve = Client.CanvasRetrieve;
/** The platform model `CanvasSection`. */
export type CanvasSection = Client.CanvasSection;
/** The platform model `CanvasUpdate`. */
export type CanvasUpdate = OpenApiModel;
/** The platform model `CanvasUpdateRequest`. */
export type CanvasUpdateRequest = OpenApiModel;
/** The platform model `Collaboration`. */
export type Collaboration = OpenApiModel;
/** The platform model `CollaborationCreate`. */
export type CollaborationCreate = OpenApiModel;
/** The platform model `CollaborationCreateRequest`. */
export type CollaborationCreateRequest = OpenApiModel;
/** The platform model `CollaborationRequest`. */
export type CollaborationRequest = OpenApiModel;
/** An enum of the platform REST API (its values are strings). */
export type CollaborationRoleEnum = string;
/** The platform model `ConnectedService`. */
export type ConnectedService = OpenApiModel;
/** The platform model `ContentDistributionGroup`. */
export type ContentDistributionGroup = OpenApiModel;
/** The platform model `ContentDistributionGroupCreate`. */
export type ContentDistributionGroupCreate = OpenApiModel;
/** The platform model `ContentDistributionGroupCreateRequest`. */
export type ContentDistributionGroupCreateRequest = OpenApiModel;
/** The platform model `ContentDistributionGroupMembership`. */
export type ContentDistributionGroupMembership = OpenApiModel;
/** The platform model `ContentDistributionGroupMembershipCreate`. */
export type ContentDistributionGroupMembershipCreate = OpenApiModel;
/** The platform model `ContentDistributionGroupMembershipCreateRequest`. */
export type ContentDistributionGroupMembershipCreateRequest = OpenApiModel;
/** The platform model `ContentDistributionGroupRequest`. */
export type ContentDistributionGroupRequest = OpenApiModel;
/** An enum of the platform REST API (its values are strings). */
export type DefaultExpiresAtEnum = string;
/** The platform model `DeletedCanvas`. */
export type DeletedCanvas = OpenApiModel;
/** The platform model `DeletedContentDistributionGroup`. */
export type DeletedContentDistributionGroup = OpenApiModel;
/** The platform model `DeletedEnvironment`. */
export type DeletedEnvironment = OpenApiModel;
/** The platform model `DeletedFavorite`. */
export type DeletedFavorite = OpenApiModel;
/** The platform model `DeletedFile`. */
export type DeletedFile = OpenApiModel;
/** The platform model `DeletedFolder`. */
export type DeletedFolder = OpenApiModel;
/** The platform model `DeletedInstance`. */
export type DeletedInstance = OpenApiModel;
/** The platform model `DeletedInstanceAssignmentGroup`. */
export type DeletedInstanceAssignmentGroup = OpenApiModel;
/** The platform model `DeletedMetadataTemplate`. */
export type DeletedMetadataTemplate = OpenApiModel;
/** The platform model `DeletedRegion`. */
export type DeletedRegion = OpenApiModel;
/** An enum of the platform REST API (its values are strings). */
export type DownloadTypeEnum = string;
/** The platform model `Environment`. */
export type Environment = OpenApiModel;
/** The platform model `EnvironmentRequest`. */
export type EnvironmentRequest = OpenApiModel;
/** The platform model `Event`. */
export type Event = OpenApiModel;
/** The platform model `EventAttendee`. */
export type EventAttendee = OpenApiModel;
/** The platform model `EventAttendeeRequest`. */
export type EventAttendeeRequest = OpenApiModel;
/** The platform model `EventExternalObject`. */
export type EventExternalObject = OpenApiModel;
/** An enum of the platform REST API (its values are strings). */
export type EventExternalObjectContentTypeEnum = string;
/** The platform model `EventExternalObjectRequest`. */
export type EventExternalObjectRequest = OpenApiModel;
/** The platform model `EventRequest`. */
export type EventRequest = OpenApiModel;
/** An enum of the platform REST API (its values are strings). */
export type EventStatusEnum = string;
/** The platform model `Favorite`. */
export type Favorite = OpenApiModel;
/** The platform model `FavoriteCreate`. */
export type FavoriteCreate = OpenApiModel;
/** The platform model `FavoriteCreateRequest`. */
export type FavoriteCreateRequest = OpenApiModel;
/** The platform model `FavoriteFile`. */
export type FavoriteFile = OpenApiModel;
/** The platform model `FavoriteFileRequest`. */
export type FavoriteFileRequest = OpenApiModel;
/** The platform model `FavoriteFolder`. */
export type FavoriteFolder = OpenApiModel;
/** The platform model `FavoriteFolderRequest`. */
export type FavoriteFolderRequest = OpenApiModel;
/** The platform model `FavoriteUpdate`. */
export type FavoriteUpdate = OpenApiModel;
/** The platform model `FavoriteUpdateRequest`. */
export type FavoriteUpdateRequest = OpenApiModel;
/** The platform model `File`. */
export type File = Client.File;
/** The platform model `FileAnalytics`. */
export type FileAnalytics = OpenApiModel;
/** The platform model `FileAnalyticsResult`. */
export type FileAnalyticsResult = OpenApiModel;
/** An enum of the platform REST API (its values are strings). */
export type FileContentTypeEnum = string;
/** The platform model `FileCreate`. */
export type FileCreate = OpenApiModel;
/** The platform model `FileCreateRequest`. */
export type FileCreateRequest = OpenApiModel;
/** The platform model `FilePermission`. */
export type FilePermission = ClientFilePermission;
/** The platform model `FilePermissionRequest`. */
export type FilePermissionRequest = OpenApiModel;
/** The platform model `FileRetrieve`. */
export type FileRetrieve = Client.FileRetrieve;
/** The platform model `FileRevision`. */
export type FileRevision = Client.FileRevision;
/** The platform model `FileRevisionRequest`. */
export type FileRevisionRequest = OpenApiModel;
/** An enum of the platform REST API (its values are strings). */
export type FileStatusEnum = string;
/** An enum of the platform REST API (its values are strings). */
export type FileTypeEnum = string;
/** The platform model `FileUpdate`. */
export type FileUpdate = OpenApiModel;
/** The platform model `FileUpdateRequest`. */
export type FileUpdateRequest = OpenApiModel;
/** The platform model `FileVersion`. */
export type FileVersion = Client.FileVersion;
/** The platform model `Folder`. */
export type Folder = OpenApiModel;
/** The platform model `FolderCanvas`. */
export type FolderCanvas = OpenApiModel;
/** The platform model `FolderCreate`. */
export type FolderCreate = OpenApiModel;
/** The platform model `FolderCreateRequest`. */
export type FolderCreateRequest = OpenApiModel;
/** The platform model `FolderFile`. */
export type FolderFile = OpenApiModel;
/** The platform model `FolderFolder`. */
export type FolderFolder = OpenApiModel;
/** The platform model `FolderRetrieve`. */
export type FolderRetrieve = OpenApiModel;
/** The platform model `FolderRule`. */
export type FolderRule = OpenApiModel;
/** The platform model `FolderRuleRequest`. */
export type FolderRuleRequest = OpenApiModel;
/** The platform model `FolderUpdate`. */
export type FolderUpdate = OpenApiModel;
/** The platform model `FolderUpdateRequest`. */
export type FolderUpdateRequest = OpenApiModel;
/** The platform model `Instance`. */
export type Instance = OpenApiModel;
/** The platform model `InstanceAnalytics`. */
export type InstanceAnalytics = OpenApiModel;
/** The platform model `InstanceAnalyticsChangePercentages`. */
export type InstanceAnalyticsChangePercentages = OpenApiModel;
/** The platform model `InstanceAnalyticsCurrentPeriod`. */
export type InstanceAnalyticsCurrentPeriod = OpenApiModel;
/** The platform model `InstanceAnalyticsFile`. */
export type InstanceAnalyticsFile = OpenApiModel;
/** The platform model `InstanceAnalyticsFileActivity`. */
export type InstanceAnalyticsFileActivity = OpenApiModel;
/** The platform model `InstanceAnalyticsFileRequest`. */
export type InstanceAnalyticsFileRequest = OpenApiModel;
/** The platform model `InstanceAnalyticsInactiveUsers`. */
export type InstanceAnalyticsInactiveUsers = OpenApiModel;
/** The platform model `InstanceAnalyticsInactiveUsersRequest`. */
export type InstanceAnalyticsInactiveUsersRequest = OpenApiModel;
/** The platform model `InstanceAnalyticsLoginResult`. */
export type InstanceAnalyticsLoginResult = OpenApiModel;
/** The platform model `InstanceAssignmentGroup`. */
export type InstanceAssignmentGroup = OpenApiModel;
/** The platform model `InstanceAssignmentGroupMembership`. */
export type InstanceAssignmentGroupMembership = OpenApiModel;
/** The platform model `InstanceAssignmentGroupMembershipCreate`. */
export type InstanceAssignmentGroupMembershipCreate = OpenApiModel;
/** The platform model `InstanceAssignmentGroupMembershipCreateRequest`. */
export type InstanceAssignmentGroupMembershipCreateRequest = OpenApiModel;
/** The platform model `InstanceAssignmentGroupRequest`. */
export type InstanceAssignmentGroupRequest = OpenApiModel;
/** The platform model `InstanceMembership`. */
export type InstanceMembership = OpenApiModel;
/** The platform model `InstanceMembershipCreate`. */
export type InstanceMembershipCreate = OpenApiModel;
/** The platform model `InstanceMembershipCreateRequest`. */
export type InstanceMembershipCreateRequest = OpenApiModel;
/** The platform model `InstanceMembershipGroup`. */
export type InstanceMembershipGroup = OpenApiModel;
/** The platform model `InstanceMembershipGroupRequest`. */
export type InstanceMembershipGroupRequest = OpenApiModel;
/** The platform model `InstanceMembershipRequest`. */
export type InstanceMembershipRequest = OpenApiModel;
/** An enum of the platform REST API (its values are strings). */
export type InstanceMembershipRoleEnum = string;
/** The platform model `InstanceMembershipUser`. */
export type InstanceMembershipUser = OpenApiModel;
/** The platform model `InstanceMembershipUserRequest`. */
export type InstanceMembershipUserRequest = OpenApiModel;
/** An enum of the platform REST API (its values are strings). */
export type InstanceMembershipUserStatusEnum = string;
/** The platform model `InstanceRequest`. */
export type InstanceRequest = OpenApiModel;
/** The platform model `InstanceUpdate`. */
export type InstanceUpdate = OpenApiModel;
/** The platform model `InstanceUpdateRequest`. */
export type InstanceUpdateRequest = OpenApiModel;
/** The platform model `Invitation`. */
export type Invitation = OpenApiModel;
/** The platform model `InvitationRequest`. */
export type InvitationRequest = OpenApiModel;
/** An enum of the platform REST API (its values are strings). */
export type InvitationStatusEnum = string;
/** An enum of the platform REST API (its values are strings). */
export type LanguageEnum = string;
/** The platform model `MetadataTemplate`. */
export type MetadataTemplate = OpenApiModel;
/** The platform model `MetadataTemplateField`. */
export type MetadataTemplateField = OpenApiModel;
/** The platform model `MetadataTemplateFieldRequest`. */
export type MetadataTemplateFieldRequest = OpenApiModel;
/** An enum of the platform REST API (its values are strings). */
export type MetadataTemplateFieldTypeEnum = string;
/** The platform model `MetadataTemplateOption`. */
export type MetadataTemplateOption = OpenApiModel;
/** The platform model `MetadataTemplateOptionRequest`. */
export type MetadataTemplateOptionRequest = OpenApiModel;
/** The platform model `MetadataTemplateRequest`. */
export type MetadataTemplateRequest = OpenApiModel;
/** The platform model `MetadataTemplateSection`. */
export type MetadataTemplateSection = OpenApiModel;
/** The platform model `MetadataTemplateSectionRequest`. */
export type MetadataTemplateSectionRequest = OpenApiModel;
/** The platform model `MiniCanvas`. */
export type MiniCanvas = Client.MiniCanvas;
/** The platform model `MiniCanvasRequest`. */
export type MiniCanvasRequest = OpenApiModel;
/** The platform model `MiniContentDistributionGroup`. */
export type MiniContentDistributionGroup = OpenApiModel;
/** The platform model `MiniContentDistributionGroupRequest`. */
export type MiniContentDistributionGroupRequest = OpenApiModel;
/** The platform model `MiniEnvironment`. */
export type MiniEnvironment = OpenApiModel;
/** The platform model `MiniEnvironmentRequest`. */
export type MiniEnvironmentRequest = OpenApiModel;
/** The platform model `MiniEvent`. */
export type MiniEvent = Client.MiniEvent;
/** The platform model `MiniEventRequest`. */
export type MiniEventRequest = OpenApiModel;
/** The platform model `MiniFile`. */
export type MiniFile = OpenApiModel;
/** The platform model `MiniFileRequest`. */
export type MiniFileRequest = OpenApiModel;
/** The platform model `MiniFolder`. */
export type MiniFolder = Client.MiniFolder;
/** The platform model `MiniFolderRequest`. */
export type MiniFolderRequest = OpenApiModel;
/** The platform model `MiniInstance`. */
export type MiniInstance = OpenApiModel;
/** The platform model `MiniInstanceRequest`. */
export type MiniInstanceRequest = OpenApiModel;
/** The platform model `MiniPage`. */
export type MiniPage = OpenApiModel;
/** The platform model `MiniRegion`. */
export type MiniRegion = OpenApiModel;
/** The platform model `MiniRegionRequest`. */
export type MiniRegionRequest = OpenApiModel;
/** The platform model `MiniSharedLink`. */
export type MiniSharedLink = Client.MiniSharedLink;
/** The platform model `MiniSharedLinkRequest`. */
export type MiniSharedLinkRequest = OpenApiModel;
/** The platform model `MiniUser`. */
export type MiniUser = ClientMiniUser;
/** The platform model `MiniUserRequest`. */
export type MiniUserRequest = OpenApiModel;
/** The platform model `MostActiveUser`. */
export type MostActiveUser = OpenApiModel;
/** The platform model `OfflineSyncFolder`. */
export type OfflineSyncFolder = OpenApiModel;
/** An enum of the platform REST API (its values are strings). */
export type OperatorEnum = string;
/** The platform model `Organization`. */
export type Organization = OpenApiModel;
/** The platform model `OrganizationAnalytics`. */
export type OrganizationAnalytics = OpenApiModel;
/** The platform model `OrganizationAnalyticsCurrentPeriod`. */
export type OrganizationAnalyticsCurrentPeriod = OpenApiModel;
/** The platform model `OrganizationAnalyticsInactiveUsers`. */
export type OrganizationAnalyticsInactiveUsers = OpenApiModel;
/** The platform model `OrganizationAnalyticsInactiveUsersRequest`. */
export type OrganizationAnalyticsInactiveUsersRequest = OpenApiModel;
/** The platform model `OrganizationAnalyticsInstance`. */
export type OrganizationAnalyticsInstance = OpenApiModel;
/** The platform model `OrganizationAnalyticsLoginResult`. */
export type OrganizationAnalyticsLoginResult = OpenApiModel;
/** The platform model `OrganizationAnalyticsTop3Instances`. */
export type OrganizationAnalyticsTop3Instances = OpenApiModel;
/** The platform model `OrganizationBranding`. */
export type OrganizationBranding = OpenApiModel;
/** The platform model `OrganizationBrandingColors`. */
export type OrganizationBrandingColors = OpenApiModel;
/** The platform model `OrganizationChangePercentages`. */
export type OrganizationChangePercentages = OpenApiModel;
/** The platform model `OrganizationUpdate`. */
export type OrganizationUpdate = OpenApiModel;
/** The platform model `OrganizationUpdateRequest`. */
export type OrganizationUpdateRequest = OpenApiModel;
/** The platform model `PaginatedAppList`. */
export type PaginatedAppList = OpenApiModel;
/** The platform model `PaginatedAuthTokenList`. */
export type PaginatedAuthTokenList = OpenApiModel;
/** The platform model `PaginatedCanvasList`. */
export type PaginatedCanvasList = OpenApiModel;
/** The platform model `PaginatedCollaborationList`. */
export type PaginatedCollaborationList = OpenApiModel;
/** The platform model `PaginatedContentDistributionGroupList`. */
export type PaginatedContentDistributionGroupList = OpenApiModel;
/** The platform model `PaginatedContentDistributionGroupMembershipList`. */
export type PaginatedContentDistributionGroupMembershipList = OpenApiModel;
/** The platform model `PaginatedEnvironmentList`. */
export type PaginatedEnvironmentList = OpenApiModel;
/** The platform model `PaginatedEventList`. */
export type PaginatedEventList = OpenApiModel;
/** The platform model `PaginatedFavoriteList`. */
export type PaginatedFavoriteList = OpenApiModel;
/** The platform model `PaginatedFileList`. */
export type PaginatedFileList = OpenApiModel;
/** The platform model `PaginatedFileRevisionList`. */
export type PaginatedFileRevisionList = OpenApiModel;
/** The platform model `PaginatedFolderList`. */
export type PaginatedFolderList = OpenApiModel;
/** The platform model `PaginatedInstanceAssignmentGroupList`. */
export type PaginatedInstanceAssignmentGroupList = OpenApiModel;
/** The platform model `PaginatedInstanceAssignmentGroupMembershipList`. */
export type PaginatedInstanceAssignmentGroupMembershipList = OpenApiModel;
/** The platform model `PaginatedInstanceList`. */
export type PaginatedInstanceList = OpenApiModel;
/** The platform model `PaginatedInstanceMembershipList`. */
export type PaginatedInstanceMembershipList = OpenApiModel;
/** The platform model `PaginatedInvitationList`. */
export type PaginatedInvitationList = OpenApiModel;
/** The platform model `PaginatedMetadataTemplateList`. */
export type PaginatedMetadataTemplateList = OpenApiModel;
/** The platform model `PaginatedOfflineSyncFolderList`. */
export type PaginatedOfflineSyncFolderList = OpenApiModel;
/** The platform model `PaginatedRegionList`. */
export type PaginatedRegionList = OpenApiModel;
/** The platform model `PaginatedRevisionList`. */
export type PaginatedRevisionList = OpenApiModel;
/** The platform model `PaginatedSearchResultList`. */
export type PaginatedSearchResultList = OpenApiModel;
/** The platform model `PaginatedUserList`. */
export type PaginatedUserList = OpenApiModel;
/** The platform model `PatchedCanvasIndicatorsRequest`. */
export type PatchedCanvasIndicatorsRequest = OpenApiModel;
/** The platform model `PatchedCanvasUpdateRequest`. */
export type PatchedCanvasUpdateRequest = OpenApiModel;
/** The platform model `PatchedCollaborationRequest`. */
export type PatchedCollaborationRequest = OpenApiModel;
/** The platform model `PatchedContentDistributionGroupRequest`. */
export type PatchedContentDistributionGroupRequest = OpenApiModel;
/** The platform model `PatchedEnvironmentRequest`. */
export type PatchedEnvironmentRequest = OpenApiModel;
/** The platform model `PatchedEventRequest`. */
export type PatchedEventRequest = OpenApiModel;
/** The platform model `PatchedFavoriteUpdateRequest`. */
export type PatchedFavoriteUpdateRequest = OpenApiModel;
/** The platform model `PatchedFilePublishRequest`. */
export type PatchedFilePublishRequest = OpenApiModel;
/** The platform model `PatchedFileRevisionRequest`. */
export type PatchedFileRevisionRequest = OpenApiModel;
/** The platform model `PatchedFileUpdateRequest`. */
export type PatchedFileUpdateRequest = OpenApiModel;
/** The platform model `PatchedFolderUpdateRequest`. */
export type PatchedFolderUpdateRequest = OpenApiModel;
/** The platform model `PatchedInstanceAssignmentGroupRequest`. */
export type PatchedInstanceAssignmentGroupRequest = OpenApiModel;
/** The platform model `PatchedInstanceMembershipRequest`. */
export type PatchedInstanceMembershipRequest = OpenApiModel;
/** The platform model `PatchedInstanceUpdateRequest`. */
export type PatchedInstanceUpdateRequest = OpenApiModel;
/** The platform model `PatchedMetadataTemplateRequest`. */
export type PatchedMetadataTemplateRequest = OpenApiModel;
/** The platform model `PatchedOrganizationUpdateRequest`. */
export type PatchedOrganizationUpdateRequest = OpenApiModel;
/** The platform model `PatchedRegionRequest`. */
export type PatchedRegionRequest = OpenApiModel;
/** The platform model `PatchedUserRequest`. */
export type PatchedUserRequest = OpenApiModel;
/** The platform model `PSPDFKitAuthPayload`. */
export type PSPDFKitAuthPayload = OpenApiModel;
/** The platform model `PSPDFKitAuthPayloadRequest`. */
export type PSPDFKitAuthPayloadRequest = OpenApiModel;
/** The platform model `PSPDFKitToken`. */
export type PSPDFKitToken = OpenApiModel;
/** The platform model `PSPDFKitTokenRequest`. */
export type PSPDFKitTokenRequest = OpenApiModel;
/** The platform model `Region`. */
export type Region = OpenApiModel;
/** The platform model `RegionRequest`. */
export type RegionRequest = OpenApiModel;
/** The platform model `Revision`. */
export type Revision = OpenApiModel;
/** The platform model `RevisionRequest`. */
export type RevisionRequest = OpenApiModel;
/** The platform model `SearchApp`. */
export type SearchApp = OpenApiModel;
/** The platform model `SearchCanvas`. */
export type SearchCanvas = OpenApiModel;
/** The platform model `SearchFile`. */
export type SearchFile = OpenApiModel;
/** The platform model `SearchResult`. */
export type SearchResult = OpenApiModel;
/** The platform model `SearchUser`. */
export type SearchUser = OpenApiModel;
/** The platform model `SharedLink`. */
export type SharedLink = OpenApiModel;
/** The platform model `SharedLinkCanvas`. */
export type SharedLinkCanvas = OpenApiModel;
/** The platform model `SharedLinkCanvasRequest`. */
export type SharedLinkCanvasRequest = OpenApiModel;
/** The platform model `SharedLinkCreate`. */
export type SharedLinkCreate = OpenApiModel;
/** The platform model `SharedLinkCreateRequest`. */
export type SharedLinkCreateRequest = OpenApiModel;
/** The platform model `SharedLinkInstance`. */
export type SharedLinkInstance = OpenApiModel;
/** The platform model `SharedLinkInstanceRequest`. */
export type SharedLinkInstanceRequest = OpenApiModel;
/** The platform model `SharedLinkOrganization`. */
export type SharedLinkOrganization = OpenApiModel;
/** The platform model `SharedLinkOrganizationRequest`. */
export type SharedLinkOrganizationRequest = OpenApiModel;
/** An enum of the platform REST API (its values are strings). */
export type StorageRegionEnum = string;
/** The platform model `Tag`. */
export type Tag = OpenApiModel;
/** The platform model `UploadCreate`. */
export type UploadCreate = OpenApiModel;
/** The platform model `UploadCreateRequest`. */
export type UploadCreateRequest = OpenApiModel;
/** The platform model `User`. */
export type User = ClientUser;
/** The platform model `UserRequest`. */
export type UserRequest = OpenApiModel;
/** An enum of the platform REST API (its values are strings). */
export type UserRoleEnum = string;
