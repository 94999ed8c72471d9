CREATE TYPE "public"."banner_open_state" AS ENUM('full', 'left-half', 'right-half', 'top-half', 'bottom-half', 'left-30', 'left-70', 'right-30', 'right-70', 'top-30', 'top-70', 'bottom-30', 'bottom-70', 'absent');--> statement-breakpoint
CREATE TYPE "public"."banner_position" AS ENUM('top', 'bottom', 'left', 'right');--> statement-breakpoint
CREATE TYPE "public"."banner_type" AS ENUM('permanent', 'closed');--> statement-breakpoint
CREATE TYPE "public"."booking_status" AS ENUM('waiting', 'confirmed', 'scheduled', 'in_progress', 'completed', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."email_status" AS ENUM('queued', 'sent', 'failed');--> statement-breakpoint
CREATE TYPE "public"."heading_style_variant" AS ENUM('default', 'clean');--> statement-breakpoint
CREATE TYPE "public"."order_status" AS ENUM('pending', 'paid', 'cancelled', 'refunded');--> statement-breakpoint
CREATE TYPE "public"."organization_type" AS ENUM('immigration', 'solicitor', 'finance', 'education', 'job', 'beauty', 'doctor', 'services', 'realestate', 'construction', 'software', 'marketing', 'consulting', 'automotive', 'hospitality', 'retail', 'healthcare', 'transportation', 'technology', 'platform', 'general');--> statement-breakpoint
CREATE TYPE "public"."post_type" AS ENUM('default', 'minimal', 'landing', 'doc_set');--> statement-breakpoint
CREATE TYPE "public"."role" AS ENUM('admin', 'editor', 'customer');--> statement-breakpoint
CREATE TYPE "public"."section_type" AS ENUM('general', 'reviews', 'help_center', 'real_estate', 'brand', 'article_slider', 'contact', 'faq', 'pricing_plans');--> statement-breakpoint
CREATE TYPE "public"."text_style_variant" AS ENUM('default', 'apple', 'codedharmony', 'magazine', 'startup', 'elegant', 'brutalist', 'modern', 'playful');--> statement-breakpoint
CREATE TYPE "public"."ticket_status" AS ENUM('open', 'pending', 'closed');--> statement-breakpoint
CREATE TABLE "organization_domains" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"host" text NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organization_settings" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"supported_locales" text[] DEFAULT '{"en"}' NOT NULL,
	"image" text,
	"site" text,
	"site_description" text,
	"site_description_translation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"with_language_switch" boolean DEFAULT false NOT NULL,
	"header_style" jsonb DEFAULT '{"type":"default"}'::jsonb NOT NULL,
	"footer_style" jsonb DEFAULT '{"type":"default"}'::jsonb NOT NULL,
	"primary_color" text DEFAULT 'sky' NOT NULL,
	"primary_shade" text DEFAULT '600' NOT NULL,
	"secondary_color" text DEFAULT 'gray' NOT NULL,
	"secondary_shade" text DEFAULT '500' NOT NULL,
	"image_for_privacy_settings" text,
	"font_family" text DEFAULT 'Inter' NOT NULL,
	"contact_email" text,
	"cookie_policy_revision" text DEFAULT '1' NOT NULL,
	"privacy_policy" text,
	"privacy_policy_translation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"cookie_policy" text,
	"cookie_policy_translation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"type" "organization_type" DEFAULT 'general' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	CONSTRAINT "session_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "user" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verification" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"username" text NOT NULL,
	"full_name" text,
	"email" text NOT NULL,
	"role" "role" DEFAULT 'customer' NOT NULL,
	"free_trial_started_at" timestamp with time zone,
	"free_trial_ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"display_name" text NOT NULL,
	"display_name_translation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"url_name" text DEFAULT '' NOT NULL,
	"description" text,
	"description_translation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_displayed" boolean DEFAULT true NOT NULL,
	"is_displayed_on_footer" boolean DEFAULT false NOT NULL,
	"menu_items_are_text" boolean DEFAULT true NOT NULL,
	"image" text,
	"icon_name" text,
	"react_icon_id" text,
	"react_icons" jsonb,
	"order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "submenu_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"menu_item_id" uuid NOT NULL,
	"name" text NOT NULL,
	"name_translation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" text,
	"description_translation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"url_name" text DEFAULT '' NOT NULL,
	"image" text,
	"is_displayed" boolean DEFAULT true,
	"order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "heading_sections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"url_page" text NOT NULL,
	"layout_order" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"name_translation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"name_part_2" text,
	"name_part_2_translation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"name_part_3" text,
	"name_part_3_translation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description_text" text DEFAULT '' NOT NULL,
	"description_text_translation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"button_text" text,
	"button_text_translation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"url" text,
	"is_text_link" boolean DEFAULT false NOT NULL,
	"image" text,
	"image_first" boolean DEFAULT false NOT NULL,
	"is_included_templatesection" boolean DEFAULT false NOT NULL,
	"template_section_id" uuid,
	"style_variant" "heading_style_variant" DEFAULT 'default' NOT NULL,
	"text_style_variant" text_style_variant DEFAULT 'default' NOT NULL,
	"title_alignment" text DEFAULT 'left' NOT NULL,
	"background_color" text DEFAULT 'white' NOT NULL,
	"is_gradient" boolean DEFAULT false NOT NULL,
	"gradient" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "heroes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"url_page" text DEFAULT '/home' NOT NULL,
	"layout_order" integer DEFAULT 0 NOT NULL,
	"name" text,
	"title" text NOT NULL,
	"title_translation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" text,
	"description_translation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"button" text DEFAULT 'Get Started' NOT NULL,
	"button_translation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"image" text,
	"animation_element" text DEFAULT '' NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"title_style" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description_style" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"image_style" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"background_style" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"button_style" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "metrics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"title_translation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"description_translation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"image" text,
	"is_card_type" boolean DEFAULT false NOT NULL,
	"is_title_displayed" boolean DEFAULT true NOT NULL,
	"is_image_rounded_full" boolean DEFAULT false NOT NULL,
	"background_color" text,
	"is_gradient" boolean DEFAULT false NOT NULL,
	"gradient" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "template_section_metrics" (
	"organization_id" uuid NOT NULL,
	"section_id" uuid NOT NULL,
	"metric_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "template_section_metrics_organization_id_section_id_metric_id_pk" PRIMARY KEY("organization_id","section_id","metric_id")
);
--> statement-breakpoint
CREATE TABLE "template_sections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"url_page" text NOT NULL,
	"layout_order" integer DEFAULT 0 NOT NULL,
	"section_title" text,
	"section_title_translation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"section_description" text,
	"section_description_translation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"section_type" "section_type",
	"text_style_variant" text_style_variant DEFAULT 'default' NOT NULL,
	"grid_columns" integer DEFAULT 3 NOT NULL,
	"is_slider" boolean DEFAULT false NOT NULL,
	"is_full_width" boolean DEFAULT false NOT NULL,
	"is_image_bottom" boolean DEFAULT false NOT NULL,
	"image_metrics_height" text DEFAULT 'h-48' NOT NULL,
	"is_gradient" boolean DEFAULT false NOT NULL,
	"gradient" jsonb,
	"background_color" text DEFAULT 'white' NOT NULL,
	"is_section_title_aligned_center" boolean DEFAULT true NOT NULL,
	"is_section_title_aligned_right" boolean DEFAULT false NOT NULL,
	"is_reviews_section" boolean DEFAULT false NOT NULL,
	"is_help_center_section" boolean DEFAULT false NOT NULL,
	"is_real_estate_modal" boolean DEFAULT false NOT NULL,
	"is_brand" boolean DEFAULT false NOT NULL,
	"is_article_slider" boolean DEFAULT false NOT NULL,
	"is_contact_section" boolean DEFAULT false NOT NULL,
	"is_faq_section" boolean DEFAULT false NOT NULL,
	"is_pricingplans_section" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_sets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"title_translation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"title_translation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" text,
	"description_translation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"content" text,
	"content_translation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"metadescription_for_page" text,
	"display_this_post" boolean DEFAULT true NOT NULL,
	"display_as_blog_post" boolean DEFAULT true NOT NULL,
	"is_displayed_first_page" boolean DEFAULT false NOT NULL,
	"is_help_center" boolean DEFAULT false NOT NULL,
	"help_center_order" integer DEFAULT 0 NOT NULL,
	"type" "post_type" DEFAULT 'default' NOT NULL,
	"is_numbered" boolean DEFAULT false NOT NULL,
	"section_id" uuid,
	"subsection" text,
	"order" integer DEFAULT 0 NOT NULL,
	"doc_set_id" uuid,
	"doc_set_order" integer DEFAULT 0 NOT NULL,
	"is_with_author" boolean DEFAULT false NOT NULL,
	"is_company_author" boolean DEFAULT false NOT NULL,
	"author_id" text,
	"author_name" text,
	"main_photo" text,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banner_dismissals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"banner_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"dismissed_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"position" "banner_position" DEFAULT 'top' NOT NULL,
	"type" "banner_type" DEFAULT 'permanent' NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"content" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"landing_content" text,
	"landing_content_translation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"open_state" "banner_open_state" DEFAULT 'full' NOT NULL,
	"dismissal_duration" text,
	"page_paths" text[] DEFAULT '{}' NOT NULL,
	"is_fixed_above_navbar" boolean DEFAULT false NOT NULL,
	"end_date_promotion" timestamp with time zone,
	"end_date_promotion_is_displayed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consent_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"user_id" text,
	"visitor_id" text,
	"consent_given" boolean NOT NULL,
	"services" uuid[] DEFAULT '{}' NOT NULL,
	"policy_revision" text NOT NULL,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cookie_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"name_translation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"description_translation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cookie_services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"description_translation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"question" text NOT NULL,
	"question_translation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"answer" text NOT NULL,
	"answer_translation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"category" text,
	"is_displayed" boolean DEFAULT true NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "features" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"name_translation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" text,
	"description_translation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"icon_name" text,
	"image" text,
	"is_displayed" boolean DEFAULT true NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"plan_id" uuid,
	"plan_name" text NOT NULL,
	"unit_price" integer NOT NULL,
	"currency" text NOT NULL,
	"currency_symbol" text NOT NULL,
	"quantity" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"user_id" text,
	"customer_email" text NOT NULL,
	"status" "order_status" DEFAULT 'pending' NOT NULL,
	"currency" text NOT NULL,
	"total_amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pricing_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"product_id" uuid,
	"name" text NOT NULL,
	"name_translation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" text,
	"description_translation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"price" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"currency_symbol" text DEFAULT '$' NOT NULL,
	"recurring_interval" text DEFAULT 'month' NOT NULL,
	"is_promotion" boolean DEFAULT false NOT NULL,
	"promotion_price" integer,
	"promotion_ends_at" timestamp with time zone,
	"is_highlighted" boolean DEFAULT false NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_displayed" boolean DEFAULT true NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"name_translation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" text,
	"description_translation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"image" text,
	"is_displayed" boolean DEFAULT true NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"from_status" "booking_status",
	"to_status" "booking_status" NOT NULL,
	"actor_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"meeting_type_id" uuid,
	"title" text NOT NULL,
	"status" "booking_status" DEFAULT 'scheduled' NOT NULL,
	"customer_user_id" text,
	"customer_name" text NOT NULL,
	"customer_email" text,
	"host_user_id" text,
	"scheduled_at" timestamp with time zone NOT NULL,
	"waiting_since" timestamp with time zone,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"room_name" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meeting_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"name_translation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" text,
	"description_translation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"duration_minutes" integer DEFAULT 30 NOT NULL,
	"price" integer,
	"currency" text DEFAULT 'USD' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"user_id" text,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"status" "ticket_status" DEFAULT 'open' NOT NULL,
	"source" text DEFAULT 'account' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"ticket_id" uuid NOT NULL,
	"author_user_id" text,
	"author_role" text DEFAULT 'customer' NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outgoing_emails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"template" text NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" "email_status" DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"data" jsonb NOT NULL,
	"author_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organization_domains" ADD CONSTRAINT "organization_domains_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_settings" ADD CONSTRAINT "organization_settings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account" ADD CONSTRAINT "account_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submenu_items" ADD CONSTRAINT "submenu_items_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submenu_items" ADD CONSTRAINT "submenu_items_menu_item_id_menu_items_id_fk" FOREIGN KEY ("menu_item_id") REFERENCES "public"."menu_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "heading_sections" ADD CONSTRAINT "heading_sections_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "heading_sections" ADD CONSTRAINT "heading_sections_template_section_id_template_sections_id_fk" FOREIGN KEY ("template_section_id") REFERENCES "public"."template_sections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "heroes" ADD CONSTRAINT "heroes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metrics" ADD CONSTRAINT "metrics_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_section_metrics" ADD CONSTRAINT "template_section_metrics_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_section_metrics" ADD CONSTRAINT "template_section_metrics_section_id_template_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."template_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_section_metrics" ADD CONSTRAINT "template_section_metrics_metric_id_metrics_id_fk" FOREIGN KEY ("metric_id") REFERENCES "public"."metrics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_sections" ADD CONSTRAINT "template_sections_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_sets" ADD CONSTRAINT "document_sets_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_doc_set_id_document_sets_id_fk" FOREIGN KEY ("doc_set_id") REFERENCES "public"."document_sets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banner_dismissals" ADD CONSTRAINT "banner_dismissals_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banner_dismissals" ADD CONSTRAINT "banner_dismissals_banner_id_banners_id_fk" FOREIGN KEY ("banner_id") REFERENCES "public"."banners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banner_dismissals" ADD CONSTRAINT "banner_dismissals_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cookie_categories" ADD CONSTRAINT "cookie_categories_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cookie_services" ADD CONSTRAINT "cookie_services_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cookie_services" ADD CONSTRAINT "cookie_services_category_id_cookie_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."cookie_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faqs" ADD CONSTRAINT "faqs_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "features" ADD CONSTRAINT "features_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_plan_id_pricing_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."pricing_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pricing_plans" ADD CONSTRAINT "pricing_plans_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pricing_plans" ADD CONSTRAINT "pricing_plans_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_actor_user_id_user_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_meeting_type_id_meeting_types_id_fk" FOREIGN KEY ("meeting_type_id") REFERENCES "public"."meeting_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_customer_user_id_user_id_fk" FOREIGN KEY ("customer_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_host_user_id_user_id_fk" FOREIGN KEY ("host_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_types" ADD CONSTRAINT "meeting_types_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_messages" ADD CONSTRAINT "ticket_messages_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_messages" ADD CONSTRAINT "ticket_messages_ticket_id_support_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."support_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_messages" ADD CONSTRAINT "ticket_messages_author_user_id_user_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outgoing_emails" ADD CONSTRAINT "outgoing_emails_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revisions" ADD CONSTRAINT "revisions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revisions" ADD CONSTRAINT "revisions_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organization_domains_org_idx" ON "organization_domains" USING btree ("organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "organization_domains_host_key" ON "organization_domains" USING btree ("host");--> statement-breakpoint
CREATE UNIQUE INDEX "organizations_slug_key" ON "organizations" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "account_user_id_idx" ON "account" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "session_user_id_idx" ON "session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verification_identifier_idx" ON "verification" USING btree ("identifier");--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_org_user_key" ON "profiles" USING btree ("organization_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_org_username_key" ON "profiles" USING btree ("organization_id","username");--> statement-breakpoint
CREATE INDEX "profiles_user_idx" ON "profiles" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "menu_items_org_order_idx" ON "menu_items" USING btree ("organization_id","order");--> statement-breakpoint
CREATE INDEX "submenu_items_org_item_idx" ON "submenu_items" USING btree ("organization_id","menu_item_id","order");--> statement-breakpoint
CREATE INDEX "heading_sections_org_page_idx" ON "heading_sections" USING btree ("organization_id","url_page","layout_order");--> statement-breakpoint
CREATE UNIQUE INDEX "heroes_org_key" ON "heroes" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "metrics_org_idx" ON "metrics" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "template_section_metrics_org_section_idx" ON "template_section_metrics" USING btree ("organization_id","section_id","position");--> statement-breakpoint
CREATE INDEX "template_section_metrics_org_metric_idx" ON "template_section_metrics" USING btree ("organization_id","metric_id");--> statement-breakpoint
CREATE INDEX "template_sections_org_page_idx" ON "template_sections" USING btree ("organization_id","url_page","layout_order");--> statement-breakpoint
CREATE UNIQUE INDEX "document_sets_org_slug_key" ON "document_sets" USING btree ("organization_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "posts_org_slug_key" ON "posts" USING btree ("organization_id","slug");--> statement-breakpoint
CREATE INDEX "posts_org_order_idx" ON "posts" USING btree ("organization_id","order");--> statement-breakpoint
CREATE INDEX "posts_org_doc_set_idx" ON "posts" USING btree ("organization_id","doc_set_id","doc_set_order");--> statement-breakpoint
CREATE UNIQUE INDEX "banner_dismissals_org_banner_user_key" ON "banner_dismissals" USING btree ("organization_id","banner_id","user_id");--> statement-breakpoint
CREATE INDEX "banners_org_idx" ON "banners" USING btree ("organization_id","is_enabled");--> statement-breakpoint
CREATE INDEX "consent_records_org_user_idx" ON "consent_records" USING btree ("organization_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "consent_records_org_visitor_idx" ON "consent_records" USING btree ("organization_id","visitor_id","created_at");--> statement-breakpoint
CREATE INDEX "cookie_categories_org_idx" ON "cookie_categories" USING btree ("organization_id","order");--> statement-breakpoint
CREATE INDEX "cookie_services_org_category_idx" ON "cookie_services" USING btree ("organization_id","category_id");--> statement-breakpoint
CREATE INDEX "faqs_org_order_idx" ON "faqs" USING btree ("organization_id","order");--> statement-breakpoint
CREATE INDEX "features_org_order_idx" ON "features" USING btree ("organization_id","order");--> statement-breakpoint
CREATE INDEX "order_items_org_order_idx" ON "order_items" USING btree ("organization_id","order_id");--> statement-breakpoint
CREATE INDEX "orders_org_user_idx" ON "orders" USING btree ("organization_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "pricing_plans_org_order_idx" ON "pricing_plans" USING btree ("organization_id","order");--> statement-breakpoint
CREATE UNIQUE INDEX "products_org_slug_key" ON "products" USING btree ("organization_id","slug");--> statement-breakpoint
CREATE INDEX "booking_events_org_booking_idx" ON "booking_events" USING btree ("organization_id","booking_id","created_at");--> statement-breakpoint
CREATE INDEX "bookings_org_scheduled_idx" ON "bookings" USING btree ("organization_id","scheduled_at");--> statement-breakpoint
CREATE INDEX "bookings_org_status_idx" ON "bookings" USING btree ("organization_id","status");--> statement-breakpoint
CREATE INDEX "meeting_types_org_order_idx" ON "meeting_types" USING btree ("organization_id","order");--> statement-breakpoint
CREATE INDEX "support_tickets_org_status_idx" ON "support_tickets" USING btree ("organization_id","status","created_at");--> statement-breakpoint
CREATE INDEX "support_tickets_org_user_idx" ON "support_tickets" USING btree ("organization_id","user_id");--> statement-breakpoint
CREATE INDEX "ticket_messages_org_ticket_idx" ON "ticket_messages" USING btree ("organization_id","ticket_id","created_at");--> statement-breakpoint
CREATE INDEX "outgoing_emails_org_status_idx" ON "outgoing_emails" USING btree ("organization_id","status","created_at");--> statement-breakpoint
CREATE INDEX "revisions_org_entity_idx" ON "revisions" USING btree ("organization_id","entity_type","entity_id","created_at");